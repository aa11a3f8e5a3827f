// Attributes built by macros, as macro-driven kernels write them: a parameter after `@`
// (`@x`, `@ x`), a macro naming the loop kind (`@LOOP_KIND`), a whole `@tile(...)` from a
// macro argument, and a kernel generator invoked with one trailing empty argument
// (`MAKE(scaled, 3, )`, accepted with a warning as legacy OCCA does).
extern "C" void scaled(const int &n, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < n / 4; ++b) {
    for (int t = 0; t < 4; ++t) {
      y[b * 4 + t] = 3 * x[b * 4 + t];
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < n / 4; ++b) {
    for (int t = 0; t < 4; ++t) {
      y[b * 4 + t] += t;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 3) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 3; ++i) {
      if (i < n) {
        y[i] += 1000;
      }
    }
  }
}
