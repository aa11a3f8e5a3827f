// Barrier spellings where nekRS-style kernels put them: `@nobarrier` next to `@inner` on one
// loop, `@barrier("warp")` between `@inner` loops and inside an `@inner` body, `@barrier;` and
// `@barrier();` between `@inner` loops inside a regular loop that `continue`s, in `if`/`else`
// branches, and in a `do`/`while` loop; an `@exclusive` accumulator runs through all of them.
extern "C" void barrierForms(const int &nb, const int &rounds, const int *x, int *y) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int s[8];
    int t2[8];
    int acc[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      acc[_occa_exclusive_index] = x[b * 8 + t];
      s[t] = acc[_occa_exclusive_index];
    }
    for (int r = 0; r < rounds; ++r) {
      if (r % 2 == 1) {
        continue;
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        t2[t] = s[(t + 1) % 8] + r;
      }
      if (r % 4 == 0) {
        _occa_exclusive_index = 0;
        for (int t = 0; t < 8; ++t) {
          _occa_exclusive_index = t;
          s[t] = t2[t];
          acc[_occa_exclusive_index] += t2[t];
        }
      } else {
        _occa_exclusive_index = 0;
        for (int t = 0; t < 8; ++t) {
          _occa_exclusive_index = t;
          s[t] = t2[8 - 1 - t];
        }
      }
    }
    int left = 2;
    do {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        acc[_occa_exclusive_index] -= s[t] % 3;
      }
    } while (--left > 0);
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      y[b * 8 + t] = s[t] * 100 + acc[_occa_exclusive_index];
    }
  }
}
