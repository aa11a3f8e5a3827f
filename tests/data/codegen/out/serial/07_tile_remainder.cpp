// @tile with the default check=true over a size that the tile does not divide.
extern "C" void tileRemainder(const int &N, const float *x, float *y) {
  for (int _occa_tiled_i = 0; _occa_tiled_i < N; _occa_tiled_i += 16) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 16; ++i) {
      if (i < N) {
        y[i] = x[i] * x[i] + 1.0f;
      }
    }
  }
}
