// Both tile loops are @inner.
extern "C" void innerTile(const int &nBlocks, const float *x, float *y) {
  for (int b = 0; b < nBlocks; ++b) {
    for (int _occa_tiled_i = 0; _occa_tiled_i < 10; _occa_tiled_i += 4) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
        if (i < 10) {
          y[b * 10 + i] = x[b * 10 + i] * 3.0f;
        }
      }
    }
  }
}
