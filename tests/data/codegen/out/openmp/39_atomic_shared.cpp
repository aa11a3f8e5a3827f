// @shared histogram with atomics.
extern "C" void sharedHistogram(const int &n, const int *x, int *hist) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 64) {
    int local[8];
    for (int t = 0; t < 64; ++t) {
      if (t < 8) {
        local[t] = 0;
      }
    }
    for (int t = 0; t < 64; ++t) {
      if (b + t < n) {
        #pragma omp atomic
        local[x[b + t] & 7] += 1;
      }
    }
    for (int t = 0; t < 64; ++t) {
      if (t < 8) {
        #pragma omp atomic
        hist[t] += local[t];
      }
    }
  }
}
