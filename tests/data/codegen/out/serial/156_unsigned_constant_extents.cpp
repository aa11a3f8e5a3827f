// Unsigned arithmetic in `@shared`/`@exclusive` extents and `@inner` bounds wraps as in C++:
// `0u - 1` is 4294967295 (so `(0u - 1) / 0x20000000u` is 7), `(0u - 2) % 16u` is 14 and
// `0u - 1 > 0x7FFFFFFFu` is true.
extern "C" void unsignedExtents(const int &nb, int *out) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int s[(0u - 1) / 0x20000000u];
    int e[14][(0u - 1 > 0x7FFFFFFFu ? 8 : 1) - 6];
    _occa_exclusive_index = 0;
    for (int t = 0; t < (int)((0u - 2) % 16u); ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index][0] = t;
      e[_occa_exclusive_index][1] = 1;
      if (t < 7) {
        s[t] = 10 * t;
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < (int)((0u - 2) % 16u); ++t) {
      _occa_exclusive_index = t;
      out[b * 14 + t] = e[_occa_exclusive_index][0] + e[_occa_exclusive_index][1] + (t < 7 ? s[t] : 0);
    }
  }
}
