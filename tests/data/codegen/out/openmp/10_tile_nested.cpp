// Two nested tiled loops: expands to @outer @outer @inner @inner (spec 4.5).
extern "C" void nestedTiles(const int &N, const int *src, int *a) {
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < N; _occa_tiled_i += 4) {
    for (int _occa_tiled_j = 0; _occa_tiled_j < N; _occa_tiled_j += 8) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
        if (i < N) {
          for (int j = _occa_tiled_j; j < _occa_tiled_j + 8; ++j) {
            if (j < N) {
              a[i * N + j] = src[j * N + i] + i;
            }
          }
        }
      }
    }
  }
}
