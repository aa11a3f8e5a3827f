// Three top-level outer loops executed in order.
extern "C" void multiOuter(const int &n, const float *x, float *a, float *b) {
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 32) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 32; ++i) {
      if (i < n) {
        a[i] = 2.0f * x[i];
      }
    }
  }
  for (int g = 0; g < n / 4; ++g) {
    for (int t = 0; t < 4; ++t) {
      b[g * 4 + t] = a[g * 4 + (3 - t)] + 1.0f;
    }
  }
  for (int g = 0; g < n / 4; ++g) {
    for (int t = 0; t < 4; ++t) {
      a[g * 4 + t] += b[g * 4 + t];
    }
  }
}
