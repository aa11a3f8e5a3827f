// @tile without bounds check; inclusive bound and iterator on the right.
extern "C" void tileNoCheck(const int &N, int *y, int *z) {
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i <= N - 1; _occa_tiled_i += 8) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 8; i++) {
      y[i] = 2 * i + 1;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; N > _occa_tiled_i; _occa_tiled_i += 16) {
    for (int i = _occa_tiled_i; _occa_tiled_i + 16 > i; ++i) {
      z[i] = y[i] - i;
    }
  }
}
