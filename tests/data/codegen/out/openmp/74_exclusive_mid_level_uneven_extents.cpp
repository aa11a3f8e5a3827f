// The innermost loop below the statement that sets `e` has 3 iterations, but another nest has 5:
// the work-group has 5 work-items along x and all of them run that statement, so the second nest
// reads a set copy for tx = 3 and 4 too.
extern "C" void exclusiveMidUneven(const int &nB, const int *x, int *y, int *z) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int e[10];
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 2; ++ty) {
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 5; ++_occa_exclusive_x) {
        _occa_exclusive_index = 5 * ty + _occa_exclusive_x;
        e[_occa_exclusive_index] = x[b * 2 + ty];
      }
      for (int tx = 0; tx < 3; ++tx) {
        _occa_exclusive_index = 5 * ty + tx;
        z[(b * 2 + ty) * 3 + tx] = e[_occa_exclusive_index] + tx;
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 2; ++ty) {
      for (int tx = 0; tx < 5; ++tx) {
        _occa_exclusive_index = 5 * ty + tx;
        y[(b * 2 + ty) * 5 + tx] = e[_occa_exclusive_index] * 10 + tx;
      }
    }
  }
}
