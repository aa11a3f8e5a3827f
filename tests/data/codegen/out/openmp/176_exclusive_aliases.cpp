// References and pointers to `@exclusive` variables taken inside `@inner` bodies: `float &`
// and `const float &` to a scalar, a pointer to the start of an `@exclusive` array, a pointer
// to one of its elements, and writes through all of them.
extern "C" void exclusiveAliases(const int &nb, const float *x, float *y) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    float acc[6];
    float hist[6][3];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 6; ++t) {
      _occa_exclusive_index = t;
      float &r = acc[_occa_exclusive_index];
      r = x[b * 6 + t];
      float *h = hist[_occa_exclusive_index];
      for (int k = 0; k < 3; ++k) {
        h[k] = r * k;
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 6; ++t) {
      _occa_exclusive_index = t;
      const float &c = acc[_occa_exclusive_index];
      float *h = &hist[_occa_exclusive_index][1];
      h[1] += c;
      *h -= 1.0f;
      y[b * 6 + t] = hist[_occa_exclusive_index][0] + hist[_occa_exclusive_index][1] + hist[_occa_exclusive_index][2] + c;
    }
  }
}
