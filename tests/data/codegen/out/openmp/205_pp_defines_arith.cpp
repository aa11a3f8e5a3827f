// Preprocessor arithmetic over `-D` values from the case file: `#if` with `defined` and
// `defined(...)`, `&&`/`||`/`!`, shifts, `?:`, character constants and unsigned wrap; a macro
// that builds a whole `@tile` loop head from `-D` values (`check=` chosen by `#if`), and
// `OKL("@inner(0)")` / `_Pragma("unroll 2")` from function-like macros.
extern "C" void ppDefines(const int &n, const int *x, int *y, int *info) {
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 1 << 3) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + (1 << 3); ++i) {
      y[i] = x[i] * 1 + (1 << 3);
    }
  }
  #pragma omp parallel for
  for (int g = 0; g < 1; ++g) {
    for (int t = 0; t < 3; ++t) {
      int acc = 0;
      #pragma GCC unroll 2
      for (int k = 0; k < 4; ++k) {
        acc += k * t;
      }
      info[t] = acc;
    }
  }
}
