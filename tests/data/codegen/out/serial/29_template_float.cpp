// Templated kernel and helper.
template <typename T>
T twice(T v) {
  return v + v;
}

extern "C" void scaleT_float(const int &n, const float *x, float *y) {
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 64) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 64; ++i) {
      if (i < n) {
        y[i] = twice(x[i]);
      }
    }
  }
}
