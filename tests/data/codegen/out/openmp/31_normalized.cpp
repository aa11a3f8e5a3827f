// Normalised attribute spelling (spec 2.3).
extern "C" void normalized(const int &n, const float *x, float *y) {
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 32) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 32; ++i) {
      if (i < n) {
        y[i] = x[i] + 1.0f;
      }
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < n / 8; ++b) {
    float s[8];
    for (int t = 0; t < 8; ++t) {
      s[t] = y[b * 8 + t];
    }
    for (int t = 0; t < 8; ++t) {
      y[b * 8 + t] = s[7 - t];
    }
  }
}
