// @exclusive with an initializer.
extern "C" void exclusiveInit(const int &nBlocks, const int *x, int *y) {
  for (int b = 0; b < nBlocks; ++b) {
    int _occa_exclusive_index;
    int c[12];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 12; ++_occa_exclusive_init) {
      c[_occa_exclusive_init] = 5;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 12; ++t) {
      _occa_exclusive_index = t;
      c[_occa_exclusive_index] += x[b * 12 + t];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 12; ++t) {
      _occa_exclusive_index = t;
      c[_occa_exclusive_index] *= 2;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 12; ++t) {
      _occa_exclusive_index = t;
      y[b * 12 + t] = c[_occa_exclusive_index] - t;
    }
  }
}
