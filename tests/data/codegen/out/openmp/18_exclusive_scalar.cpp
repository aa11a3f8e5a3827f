// @exclusive scalar living across three consecutive @inner loops; @shared staging between them.
extern "C" void exclusiveScalar(const int &nBlocks, const float *x, float *y) {
  #pragma omp parallel for
  for (int b = 0; b < nBlocks; ++b) {
    int _occa_exclusive_index;
    float s[32];
    float r[32];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 32; ++t) {
      _occa_exclusive_index = t;
      r[_occa_exclusive_index] = x[b * 32 + t];
      s[t] = r[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 32; ++t) {
      _occa_exclusive_index = t;
      r[_occa_exclusive_index] = r[_occa_exclusive_index] * 2.0f + s[31 - t];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 32; ++t) {
      _occa_exclusive_index = t;
      y[b * 32 + t] = r[_occa_exclusive_index] + (float)t;
    }
  }
}
