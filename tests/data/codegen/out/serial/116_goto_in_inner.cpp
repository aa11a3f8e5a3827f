// `goto` inside `@inner` bodies: a forward jump to a label at the end of the body (an early
// exit that is not `return`), a jump out of two nested regular loops (search), and a jump
// backwards forming a retry loop; `@exclusive` values carry results to the next `@inner` loop.
extern "C" void gotoInInner(const int &nB, const int *x, int *y) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int found[8];
    int tries[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      const int v = x[b * 8 + t];
      found[_occa_exclusive_index] = -1;
      tries[_occa_exclusive_index] = 0;
      for (int i = 0; i < 4; ++i) {
        for (int j = 0; j < 4; ++j) {
          if (i * 4 + j == v) {
            found[_occa_exclusive_index] = i * 10 + j;
            goto searched;
          }
        }
      }
    searched:
    retry:
      ++tries[_occa_exclusive_index];
      if (tries[_occa_exclusive_index] < v % 3 + 1) {
        goto retry;
      }
      if (v > 12) {
        goto done;
      }
      found[_occa_exclusive_index] += 1000;
    done:
      ;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      y[b * 8 + t] = found[_occa_exclusive_index] * 100 + tries[_occa_exclusive_index];
    }
  }
}
