// Non-basic atomics: multiplication and max-style blocks.
extern "C" void atomicNonBasic(const int &n, const int *x, const float *y, int *iprod, float *fprod, int *imax, float *fmax) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 8) {
    for (int t = 0; t < 8; ++t) {
      const int i = b + t;
      if (i < n) {
        if (i % 10 == 0) {
          #pragma omp atomic
          iprod[i % 3] *= 2;
          #pragma omp atomic
          fprod[0] *= 0.5f;
        }
        #pragma omp critical
        {
          if (x[i] > imax[0]) {
            imax[0] = x[i];
          }
        }
        #pragma omp critical
        {
          if (y[i] > fmax[0]) {
            fmax[0] = y[i];
          }
          fmax[1] += 1.0f;
        }
      }
    }
  }
}
