// Declarations placed between `@inner` loops rather than before the first one: an
// `@exclusive` scalar and a `@shared` array declared after the first `@inner` loop, an
// `@exclusive` array declared after the second, each used only by later loops, and a plain
// per-work-group `const` local between them that feeds an `@inner` bound guard.
extern "C" void exclusiveAfterFirstInner(const int &nb, const int *x, int *y) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int first[6];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 6; ++t) {
      _occa_exclusive_index = t;
      first[_occa_exclusive_index] = x[b * 6 + t];
    }
    int second[6];
    int s[6];
    const int limit = b % 3 + 3;
    _occa_exclusive_index = 0;
    for (int t = 0; t < 6; ++t) {
      _occa_exclusive_index = t;
      second[_occa_exclusive_index] = first[_occa_exclusive_index] * 2;
      s[t] = first[_occa_exclusive_index];
    }
    int hist[6][2];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 6; ++t) {
      _occa_exclusive_index = t;
      hist[_occa_exclusive_index][0] = s[6 - 1 - t];
      hist[_occa_exclusive_index][1] = t < limit ? second[_occa_exclusive_index] : -second[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 6; ++t) {
      _occa_exclusive_index = t;
      y[b * 6 + t] = hist[_occa_exclusive_index][0] * 1000 + hist[_occa_exclusive_index][1] + first[_occa_exclusive_index];
    }
  }
}
