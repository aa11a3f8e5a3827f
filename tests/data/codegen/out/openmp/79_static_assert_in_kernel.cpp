// `static_assert` in a kernel body and in an @inner body, also naming a template parameter:
// passed to the C++ compiler as at file scope (it was rejected as "a type declaration").
constexpr int TILE = 8;

extern "C" void fillScaled_float(const int &n, const float *x, float *y) {
  static_assert(sizeof(float) >= 4, "T must be at least 4 bytes");
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += TILE) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + TILE; ++i) {
      if (i < n) {
        static_assert(TILE % 4 == 0, "TILE must be a multiple of 4");
        y[i] = float(2) * x[i];
      }
    }
  }
}
