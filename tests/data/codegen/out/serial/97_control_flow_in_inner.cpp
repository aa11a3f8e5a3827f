// Control flow inside `@inner` bodies that must stay per work-item: `continue` and `break` in
// regular `for`, `while` and `do` loops, a `continue` inside a `switch` (it continues the
// enclosing regular loop), `switch` statements nested in `switch` cases, and
// `@exclusive` values updated on those paths and read in a later `@inner` loop.
extern "C" void controlFlowInInner(const int &nB, const int *x, int *y) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int acc[8];
    int steps[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      acc[_occa_exclusive_index] = 0;
      steps[_occa_exclusive_index] = 0;
      const int v = x[b * 8 + t];
      for (int k = 0; k < 10; ++k) {
        if (k == t) {
          continue;
        }
        if (k > t + 3) {
          break;
        }
        switch ((v + k) % 4) {
          case 0:
            acc[_occa_exclusive_index] += k;
            break;
          case 1:
            acc[_occa_exclusive_index] -= 1;
            continue;
          case 2:
            acc[_occa_exclusive_index] += 100;
            switch (k % 2) {
              case 0:
                acc[_occa_exclusive_index] += 5;
                break;
              default:
                acc[_occa_exclusive_index] += 7;
            }
            break;
          default:
            switch (k % 2) {
              case 0:
                acc[_occa_exclusive_index] += 5;
                break;
              default:
                acc[_occa_exclusive_index] += 7;
            }
        }
        ++steps[_occa_exclusive_index];
      }
      int w = v;
      while (true) {
        if (w <= 0) {
          break;
        }
        w -= 3;
        ++steps[_occa_exclusive_index];
      }
      do {
        ++steps[_occa_exclusive_index];
        if (steps[_occa_exclusive_index] % 2 == 0) {
          continue;
        }
        acc[_occa_exclusive_index] *= 2;
      } while (steps[_occa_exclusive_index] < 3);
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      y[b * 8 + t] = acc[_occa_exclusive_index] * 100 + steps[_occa_exclusive_index];
    }
  }
}
