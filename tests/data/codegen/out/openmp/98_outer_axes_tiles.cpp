// Several `@outer` dimensions: a tile whose block and element loops are both `@outer`
// around a tile whose loops are both `@inner`; explicit `@outer(1)` / `@outer(0)` with a
// tile split into `@outer(0)` and `@inner(1)` around two `@inner(0)` loops, with `@shared` and
// `@exclusive` data declared between `@outer(1)` and the tile's `@outer(0)` block loop.
extern "C" void outerAxesTiles(const int &n, const int &m, int *out) {
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 4) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
      if (i < n) {
        for (int _occa_tiled_j = 0; _occa_tiled_j < m; _occa_tiled_j += 3) {
          for (int j = _occa_tiled_j; j < _occa_tiled_j + 3; ++j) {
            if (j < m) {
              out[i * m + j] += i * 100 + j;
            }
          }
        }
      }
    }
  }
  #pragma omp parallel for
  for (int y = 0; y < n; ++y) {
    int _occa_exclusive_index;
    int s[2][2];
    int e[4];
    for (int _occa_tiled_x = 0; _occa_tiled_x < m; _occa_tiled_x += 2 * 2) {
      _occa_exclusive_index = 0;
      for (int x = _occa_tiled_x; x < _occa_tiled_x + 2 * 2; x += 2) {
        if (x < m) {
          for (int t = 0; t < 2; ++t) {
            _occa_exclusive_index = 2 * ((x - _occa_tiled_x) / 2) + t;
            e[_occa_exclusive_index] = x + t < m ? 1 : 0;
            s[x / 2 % 2][t] = 10 * y + t;
          }
          for (int t = 0; t < 2; ++t) {
            _occa_exclusive_index = 2 * ((x - _occa_tiled_x) / 2) + t;
            if (e[_occa_exclusive_index]) {
              out[y * m + x + t] += 1000 * s[x / 2 % 2][t];
            }
          }
        }
      }
    }
  }
}
