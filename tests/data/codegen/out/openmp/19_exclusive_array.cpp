// @exclusive array + scalar across four 2-D inner nests.
extern "C" void exclusiveArray(const int &nBlocks, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < nBlocks; ++b) {
    int _occa_exclusive_index;
    int acc[32][4];
    int base[32];
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 4; ++ty) {
      for (int tx = 0; tx < 8; ++tx) {
        _occa_exclusive_index = 8 * ty + tx;
        base[_occa_exclusive_index] = b * 32 + ty * 8 + tx;
        for (int k = 0; k < 4; ++k) {
          acc[_occa_exclusive_index][k] = x[base[_occa_exclusive_index]] * (k + 1);
        }
      }
    }
    for (int r = 0; r < 3; ++r) {
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 4; ++ty) {
        for (int tx = 0; tx < 8; ++tx) {
          _occa_exclusive_index = 8 * ty + tx;
          acc[_occa_exclusive_index][r] += acc[_occa_exclusive_index][r + 1] + tx;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 4; ++ty) {
      for (int tx = 0; tx < 8; ++tx) {
        _occa_exclusive_index = 8 * ty + tx;
        y[base[_occa_exclusive_index]] = acc[_occa_exclusive_index][0] + 10 * acc[_occa_exclusive_index][1] + 100 * acc[_occa_exclusive_index][2] + 1000 * acc[_occa_exclusive_index][3];
      }
    }
  }
}
