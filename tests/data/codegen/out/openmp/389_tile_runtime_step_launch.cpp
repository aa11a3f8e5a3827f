// `@tile` with a step known only at run time: the element loop of a tile runs exactly the
// tile size's iterations whatever the step (its launch size and `__launch_bounds__` are the
// tile size, as in legacy OCCA), and every index of the range is visited once. Also nested
// tiles on explicit axes, `@tile(4, @outer(0), @inner(0))` around
// `@tile(4, @inner(1), @inner(2))`, with checks and 64-bit iterators.
extern "C" void tileRuntimeStepLaunch(const int &n, const long &m, const long &s, int *x, long *y) {
  #pragma omp parallel for
  for (int _occa_tiled_i = n - 8; _occa_tiled_i < n + 16; _occa_tiled_i += 4 * (n / 16 + 1)) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4 * (n / 16 + 1); i += n / 16 + 1) {
      if (i < n + 16) {
        x[i - n + 8] += 1 + i;
      }
    }
  }
  #pragma omp parallel for
  for (long _occa_tiled_p = 0; _occa_tiled_p < m; _occa_tiled_p += 4 * s) {
    for (long p = _occa_tiled_p; p < _occa_tiled_p + 4 * s; p += s) {
      if (p < m) {
        for (long _occa_tiled_q = 1; _occa_tiled_q < m + 3; _occa_tiled_q += 4 * s) {
          for (long q = _occa_tiled_q; q < _occa_tiled_q + 4 * s; q += s) {
            if (q < m + 3) {
              y[p * (m + 3) + q] += 100 * p + q;
            }
          }
        }
      }
    }
  }
}
