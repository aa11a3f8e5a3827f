// @exclusive variables used in the body of a non-innermost @inner loop, before and after the
// innermost @inner loop, and across a regular loop placed between two @inner levels.
extern "C" void exclusiveMidLevel(const int &nB, const int *x, int *y) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int e[12];
    int f[12];
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 3; ++ty) {
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
        _occa_exclusive_index = 4 * ty + _occa_exclusive_x;
        e[_occa_exclusive_index] = x[b * 3 + ty];
      }
      for (int tx = 0; tx < 4; ++tx) {
        _occa_exclusive_index = 4 * ty + tx;
        f[_occa_exclusive_index] = e[_occa_exclusive_index] * 10 + tx;
      }
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
        _occa_exclusive_index = 4 * ty + _occa_exclusive_x;
        e[_occa_exclusive_index] += 1;
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 3; ++ty) {
      for (int k = 0; k < 2; ++k) {
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          f[_occa_exclusive_index] += e[_occa_exclusive_index];
          if (k == 1) {
            y[(b * 3 + ty) * 4 + tx] = f[_occa_exclusive_index];
          }
        }
      }
    }
  }
}
