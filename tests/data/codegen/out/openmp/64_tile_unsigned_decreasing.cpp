// Decreasing @tile loops over unsigned iterators that stop at 0 / 1: the tile arithmetic must not
// wrap around below zero.
extern "C" void tileUnsignedDecreasing(const unsigned int &N, int *a, int *b) {
  #pragma omp parallel for
  for (unsigned int _occa_tiled_i = N; _occa_tiled_i > 0u; _occa_tiled_i -= 4) {
    for (unsigned int i = _occa_tiled_i; i > 0u && _occa_tiled_i - i < 4; --i) {
      a[i] += (int)i;
    }
  }
  #pragma omp parallel for
  for (unsigned long _occa_tiled_i = N - 1; _occa_tiled_i >= 1ul; _occa_tiled_i -= 2 * 3) {
    for (unsigned long i = _occa_tiled_i; i >= 1ul && _occa_tiled_i - i < 2 * 3; i -= 3) {
      b[i] += 100 + (int)i;
    }
  }
}
