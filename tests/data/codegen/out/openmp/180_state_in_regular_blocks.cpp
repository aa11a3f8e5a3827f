// `@exclusive` and `@shared` declared inside a regular loop and inside an `if` block between
// `@outer` and `@inner` (fresh per iteration of the regular loop), an `@exclusive` initialised
// from the regular loop's iterator (every work-item's copy starts from it), and an
// `@exclusive` declared before the regular loop that accumulates over its iterations.
extern "C" void stateInBlocks(const int &nb, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int total[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      total[_occa_exclusive_init] = 0;
    }
    for (int r = 0; r < 3; ++r) {
      int cnt[4];
      for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
        cnt[_occa_exclusive_init] = r * 10;
      }
      int s[4];
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = t;
        cnt[_occa_exclusive_index] += x[b * 4 + t];
        s[t] = cnt[_occa_exclusive_index];
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = t;
        total[_occa_exclusive_index] += s[4 - 1 - t] + cnt[_occa_exclusive_index];
      }
    }
    if (b % 2 == 0) {
      int flag[4];
      for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
        flag[_occa_exclusive_init] = 7;
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = t;
        total[_occa_exclusive_index] += flag[_occa_exclusive_index] * t;
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      y[b * 4 + t] = total[_occa_exclusive_index];
    }
  }
}
