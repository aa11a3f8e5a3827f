// Regular loop around an @outer loop; the device code does not use the regular iterator.
extern "C" void repeatedOuter(const int &n, const int &reps, float *x) {
  for (int r = 0; r < reps; ++r) {
    #pragma omp parallel for
    for (int b = 0; b < n; b += 8) {
      for (int t = 0; t < 8; ++t) {
        if (b + t < n) {
          x[b + t] = x[b + t] * 0.5f + 1.0f;
        }
      }
    }
  }
}
