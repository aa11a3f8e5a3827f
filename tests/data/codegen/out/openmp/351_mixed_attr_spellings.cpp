// `@` and `[[okl_...]]` spellings mixed in one kernel and on one loop: a normalised tile beside
// an `@tile`, a trailing `; @inner` under a normalised `@outer`, `@shared` next to
// [[okl_exclusive]], [[okl_nobarrier]] together with a trailing `@inner`, `@barrier` and
// [[okl_barrier]] in one body, and `@atomic` beside [[okl_atomic]].
extern "C" void blockScaleMixed(const int &N, const float *__restrict__ x, float *__restrict__ y, int *sums) {
  // y[n] = 2 x[n] over the whole range, tiled both ways.
  #pragma omp parallel for
  for (int _occa_tiled_n = 0; _occa_tiled_n < N; _occa_tiled_n += 16) {
    for (int n = _occa_tiled_n; n < _occa_tiled_n + 16; ++n) {
      if (n < N) {
        y[n] = 2 * x[n];
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_n = 0; _occa_tiled_n < N; _occa_tiled_n += 8) {
    for (int n = _occa_tiled_n; n < _occa_tiled_n + 8; ++n) {
      if (n < N) {
        y[n] += 1;
      }
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < (N + 7) / 8; ++b) {
    int _occa_exclusive_index;
    float s_y[8];
    int r_n[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      r_n[_occa_exclusive_index] = b * 8 + t;
      s_y[t] = r_n[_occa_exclusive_index] < N ? y[r_n[_occa_exclusive_index]] : 0;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      if (r_n[_occa_exclusive_index] < N) {
        y[r_n[_occa_exclusive_index]] = s_y[t] + s_y[7 - t];
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      if (r_n[_occa_exclusive_index] < N) {
        #pragma omp atomic
        sums[0] += r_n[_occa_exclusive_index];
        #pragma omp atomic
        sums[1 + t % 2] += 1;
      }
    }
  }
}
