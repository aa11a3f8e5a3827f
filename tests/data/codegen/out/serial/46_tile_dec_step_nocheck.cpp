// Decreasing and stepped @tile loops without bounds check, iterator on either side.
extern "C" void tileDecStepNoCheck(const int &N, int *a, int *b, int *c) {
  // 23, 20, ..., 2: 8 iterations, two full tiles of 4 (tile span 12 index units).
  for (int _occa_tiled_i = N - 1; _occa_tiled_i >= 2; _occa_tiled_i -= 4 * 3) {
    for (int i = _occa_tiled_i; i > _occa_tiled_i - 4 * 3; i -= 3) {
      a[i] += 10 * i + 1;
    }
  }
  // 0 <= i with the iterator on the right: 23, 21, ..., 1 (12 iterations, 3 tiles of 4).
  for (int _occa_tiled_i = N - 1; 0 <= _occa_tiled_i; _occa_tiled_i -= 4 * 2) {
    for (int i = _occa_tiled_i; _occa_tiled_i - 4 * 2 < i; i -= 2) {
      b[i] += i * i;
    }
  }
  // Increasing with a step and a non-zero start, iterator on the right: 3, 5, ..., 17
  // (8 iterations, 4 tiles of 2).
  for (int _occa_tiled_i = 3; N - 5 > _occa_tiled_i; _occa_tiled_i += 2 * 2) {
    for (int i = _occa_tiled_i; _occa_tiled_i + 2 * 2 > i; i += 2) {
      c[i] = c[i - 1] + i;
    }
  }
}
