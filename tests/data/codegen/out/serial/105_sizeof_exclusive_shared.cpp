// `sizeof` of `@shared` and `@exclusive` arrays and scalars, element counts computed with
// `sizeof(a) / sizeof(a[0])` as loop bounds inside `@inner`, `sizeof` without parentheses,
// and a copy of an `@exclusive` scalar. On a GPU each `@exclusive` is a per-thread
// local, so `sizeof` must give the size of one work-item's copy.
extern "C" void sizeofExclusive(const int &nb, int *out) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    double s[2][8];
    float r[8][3];
    short h[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      for (int k = 0; k < (int)(sizeof(r[_occa_exclusive_index]) / sizeof(r[_occa_exclusive_index][0])); ++k) {
        r[_occa_exclusive_index][k] = (float)(t + k);
      }
      h[_occa_exclusive_index] = (short)t;
      s[0][t] = 1.0;
      s[1][t] = 2.0;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      short hh = h[_occa_exclusive_index];
      float acc = 0.0f;
      for (unsigned int k = 0; k < sizeof(r[_occa_exclusive_index]) / sizeof(*r[_occa_exclusive_index]); ++k) {
        acc += r[_occa_exclusive_index][k];
      }
      out[b * 8 + t] = (int)sizeof(s) + 1000 * (int)sizeof(r[_occa_exclusive_index]) + 100000 * (int)sizeof(h[_occa_exclusive_index]) + 10000000 * (int)(sizeof(s[1]) / sizeof(double)) + (int)acc * 1000000 + (int)sizeof(hh) * 0 + hh;
    }
  }
}
