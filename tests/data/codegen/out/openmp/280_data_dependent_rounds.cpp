// A regular loop in the `@outer` body whose condition reads global memory written by the
// group's last `@inner` loop (a data-dependent number of barrier-separated rounds), an
// `@exclusive` state carried from round to round, an `@inner @nobarrier` loop, an explicit
// `@barrier`, a `@shared` vote; then a second top-level `@outer` nest that reads what *other*
// groups of the first nest wrote (the nests must run one after the other).
extern "C" void dataDependentRounds(const int &nB, const int *start, int *flag, int *iters, int *out) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int left[8];
    int mine[8];
    int steps[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      mine[_occa_exclusive_index] = start[b * 8 + t];
      steps[_occa_exclusive_index] = 0;
      if (t == 0) {
        flag[b] = 1;
      }
    }
    for (int it = 0; flag[b] > 0; ++it) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        if (mine[_occa_exclusive_index] > 0) {
          mine[_occa_exclusive_index] = mine[_occa_exclusive_index] / 2;
          ++steps[_occa_exclusive_index];
        }
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        left[t] = mine[_occa_exclusive_index];
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        if (t == 0) {
          int any = 0;
          for (int k = 0; k < 8; ++k) {
            any += left[k] > 0;
          }
          iters[b] = it + 1;
          flag[b] = any;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      out[b * 8 + t] = steps[_occa_exclusive_index] * 100 + mine[_occa_exclusive_index];
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    for (int t = 0; t < 8; ++t) {
      out[b * 8 + t] += 1000 * iters[(b + 1) % nB];
    }
  }
}
