// Preprocessor idioms around attributes: an `#ifdef`/`#elif defined(...)`/`#elif defined X`
// chain, `##` pasting that builds a `@tile` size, a macro body continued over several lines
// inside the attribute's argument list, a variadic macro that builds a loop body, `#x`
// stringizing into `@barrier(...)`, `__COUNTER__`, `_Pragma("unroll 4")` and a line
// continuation written directly inside an attribute.
extern "C" void ppChains(const int &n, int *y, int *z) {
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 8) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 8; ++i) {
      if (i < n) {
        const int c0 = 0;
        const int c1 = 1;
        y[i] = i * 20 + c0 * 1000 + c1 * 10000;
      }
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < 2; ++b) {
    int s[4];
    for (int t = 0; t < 4; ++t) {
      s[t] = t + b;
    }
    for (int t = 0; t < 4; ++t) {
      int acc = 0;
      #pragma GCC unroll 4
      for (int k = 0; k < 4; ++k) {
        acc += s[k];
      }
      z[b * 4 + t] = acc * 10 + t;
    }
  }
}
