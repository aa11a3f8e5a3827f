// `@tile` as block-partitioned kernels use it: `check=false` only where the range is an exact
// multiple of the tile (increasing, decreasing with the iterator on the right, stepping by a
// macro), `check=true` where a remainder is left (inclusive bound, decreasing with a step
// crossing zero). Each loop writes its own output so a lost or repeated element shows.
extern "C" void tileExactAndRemainder(const int &n, const int &m, int *a, int *b, int *c, int *d, int *e) {
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 4) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
      a[i] = 3 * i + 1;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 2; _occa_tiled_i <= m; _occa_tiled_i += 4) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
      if (i <= m) {
        b[i] += i * i;
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = m; _occa_tiled_i > -4; _occa_tiled_i -= 4 * 2) {
    for (int i = _occa_tiled_i; i > _occa_tiled_i - 4 * 2; i -= 2) {
      if (i > -4) {
        c[i + 4] += i - 100;
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 23; 0 <= _occa_tiled_i; _occa_tiled_i -= 2 * 4) {
    for (int i = _occa_tiled_i; _occa_tiled_i - 2 * 4 < i; --i) {
      d[i] += 2 * i - 7;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 1; _occa_tiled_i < 1 + 2 * n; _occa_tiled_i += 4 * 2) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4 * 2; i += 2) {
      e[(i - 1) / 2] += i * 5;
    }
  }
}
