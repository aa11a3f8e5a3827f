// Tiled loops with non-unit steps, increasing and decreasing; the tile size comes from -DTILE.
extern "C" void tileStep(const int &N, int *a, int *b) {
  for (int _occa_tiled_i = 0; _occa_tiled_i < N; _occa_tiled_i += 8 * 2) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 8 * 2; i += 2) {
      if (i < N) {
        a[i] += i + 1;
      }
    }
  }
  for (int _occa_tiled_i = N - 1; _occa_tiled_i >= 0; _occa_tiled_i -= 4 * 3) {
    for (int i = _occa_tiled_i; i > _occa_tiled_i - 4 * 3; i -= 3) {
      if (i >= 0) {
        b[i] += 2 * i;
      }
    }
  }
}
