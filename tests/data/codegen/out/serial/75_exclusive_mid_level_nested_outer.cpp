// @exclusive variables declared at two @outer levels and used together in the body of the outer
// @inner level: the statement must run once per work-item, not once per work-item and group.
extern "C" void exclusiveMidNestedOuter(const int &nA, const int *x, int *y) {
  for (int a = 0; a < nA; ++a) {
    int _occa_exclusive_index;
    int e[12];
    for (int b = 0; b < 2; ++b) {
      int f[12];
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 3; ++ty) {
        for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
          _occa_exclusive_index = 4 * ty + _occa_exclusive_x;
          e[_occa_exclusive_index] = x[a * 3 + ty] + b;
        }
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          f[_occa_exclusive_index] = e[_occa_exclusive_index] * tx;
        }
        for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
          _occa_exclusive_index = 4 * ty + _occa_exclusive_x;
          f[_occa_exclusive_index] += e[_occa_exclusive_index];
        }
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          y[((a * 2 + b) * 3 + ty) * 4 + tx] = f[_occa_exclusive_index];
        }
      }
    }
  }
}
