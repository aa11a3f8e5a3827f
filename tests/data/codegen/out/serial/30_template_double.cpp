// Templated axpy; the scalar parameter has the template type.
template <typename T>
T mulAdd(T a, T x, T y) {
  return a * x + y;
}

extern "C" void axpyT_double(const int &n, const double &alpha, const double *x, double *y) {
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 32) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 32; ++i) {
      if (i < n) {
        y[i] = mulAdd(alpha, x[i], y[i]);
      }
    }
  }
}
