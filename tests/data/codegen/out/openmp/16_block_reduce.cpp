// Block reductions: shared-memory tree with implicit barriers, and atomics.
// Defines: -Dp_blockSize=64 -Ddfloat=float
extern "C" void blockSum(const int &N, const float *__restrict__ x, float *__restrict__ partial) {
  #pragma omp parallel for
  for (int b = 0; b < (N + 64 - 1) / 64; ++b) {
    float s_x[64];
    for (int t = 0; t < 64; ++t) {
      const int n = b * 64 + t;
      s_x[t] = n < N ? x[n] : 0;
    }
    for (int alive = 64 / 2; alive > 0; alive /= 2) {
      for (int t = 0; t < 64 && t < alive; ++t) {
        s_x[t] += s_x[t + alive];
      }
    }
    for (int t = 0; t < 64; ++t) {
      if (t == 0) {
        partial[b] = s_x[0];
      }
    }
  }
}

extern "C" void atomicSum(const int &N, const float *x, float *total, int *count) {
  #pragma omp parallel for
  for (int _occa_tiled_n = 0; _occa_tiled_n < N; _occa_tiled_n += 64) {
    for (int n = _occa_tiled_n; n < _occa_tiled_n + 64; ++n) {
      if (n < N) {
        #pragma omp atomic
        *total += x[n];
        #pragma omp atomic
        count[0]++;
      }
    }
  }
}
