// User pragmas written in front of top-level `@outer` loops (a plain one and a tiled one):
// spec §10.4 keeps every non-occa `#pragma` at its position in every mode.
extern "C" void pragmaBeforeOuter(const int &n, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < n; ++b) {
    for (int t = 0; t < 4; ++t) {
      y[b * 4 + t] = x[b * 4 + t] * 2;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < n * 4; _occa_tiled_i += 4) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
      if (i < n * 4) {
        y[i] += 1;
      }
    }
  }
}
