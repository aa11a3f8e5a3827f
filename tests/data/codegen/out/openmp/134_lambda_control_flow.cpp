// Control flow inside lambdas in an `@inner` body: `return` is the lambda's own (not the
// work-item's), `break` and `continue` belong to a loop inside the lambda, a generic `auto`
// parameter, a nested lambda that updates an `@exclusive` array, and an `@atomic` block.
extern "C" void lambdaControl(const int &nB, const int *x, int *y, int *count) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int hist[4][3];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      hist[_occa_exclusive_index][0] = 0;
      hist[_occa_exclusive_index][1] = 0;
      hist[_occa_exclusive_index][2] = 0;
      auto firstNegative = [&](auto limit) {
        for (int i = 0; i < limit; ++i) {
          if (x[b * 4 + i] >= 0) {
            continue;
          }
          return i;
        }
        return -1;
      };
      auto tally = [&](int v) {
        auto bump = [&](int k) {
          hist[_occa_exclusive_index][k] += 1;
        };
        if (v < 0) {
          bump(0);
          return;
        }
        bump(v % 2 + 1);
        #pragma omp atomic
        count[0] += 1;
      };
      for (int i = 0; i <= t; ++i) {
        tally(x[b * 4 + i]);
        if (i == 2) {
          break;
        }
      }
      if (t == 3) {
        y[b * 4 + t] = firstNegative(4);
        continue;
      }
      y[b * 4 + t] = hist[_occa_exclusive_index][0] + 10 * hist[_occa_exclusive_index][1] + 100 * hist[_occa_exclusive_index][2];
    }
  }
}
