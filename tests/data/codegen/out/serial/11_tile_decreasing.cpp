// Decreasing tile and an attribute-less @tile inside an @inner body.
extern "C" void tileDecreasing(const int &N, float *a) {
  for (int _occa_tiled_i = N; _occa_tiled_i >= 0; _occa_tiled_i -= 8) {
    for (int i = _occa_tiled_i; i > _occa_tiled_i - 8; --i) {
      if (i >= 0) {
        float acc = 0.0f;
        for (int _occa_tiled_k = 0; _occa_tiled_k < 10; _occa_tiled_k += 4) {
          for (int k = _occa_tiled_k; k < _occa_tiled_k + 4; ++k) {
            if (k < 10) {
              acc += (float)(k * i);
            }
          }
        }
        a[i] = acc;
      }
    }
  }
}
