// User names that look like oklc's generated ones: `_occa_tiled_i` next to a `@tile` loop over
// `i`, a file-scope `_occa_tiled_j` next to one over `j`, and `_occa_omp_b` next to a `short`
// @outer iterator `b` with an `int` bound (OpenMP counts such a loop with its own counter).
// Inside the loops the names must still mean the user's variables.
const int _occa_tiled_j = 1000;

extern "C" void generatedNames(const int &n, const int *x, int *y) {
  const int _occa_tiled_i = 7;
  for (int _occa_tiled_i_1 = 0; _occa_tiled_i_1 < n; _occa_tiled_i_1 += 8) {
    for (int i = _occa_tiled_i_1; i < _occa_tiled_i_1 + 8; ++i) {
      if (i < n) {
        y[i] = x[i] + _occa_tiled_i;
      }
    }
  }
  for (int _occa_tiled_j_1 = 0; _occa_tiled_j_1 < n; _occa_tiled_j_1 += 4) {
    for (int j = _occa_tiled_j_1; j < _occa_tiled_j_1 + 4; ++j) {
      if (j < n) {
        y[n + j] = x[j] + _occa_tiled_j;
      }
    }
  }
  const int _occa_omp_b = 3;
  for (decltype((short)0 + n / 4) _occa_wide_b = 0; _occa_wide_b < n / 4; ++_occa_wide_b) {
    short b = _occa_wide_b;
    for (int t = 0; t < 4; ++t) {
      y[2 * n + b * 4 + t] = 100 * b + t + _occa_omp_b;
    }
  }
}
