// Literal suffixes and separators where oklc must evaluate constants: `@tile` sizes `4u` and
// `0x4ULL`/`4l`, `@shared` extent `2'0ll`, `@exclusive` extent `0b11`, an `@inner` bound `1'6LL`
// over a `long` iterator, steps `+= 1u`, a `long double` literal in the body.
extern "C" void literalSuffixExtents(const int &n, float *out) {
  for (int _occa_tiled_b = 0; _occa_tiled_b < n; _occa_tiled_b += (int)4u * (int)1u) {
    for (int b = _occa_tiled_b; b < _occa_tiled_b + (int)4u * (int)1u; b += 1u) {
      int _occa_exclusive_index;
      if (b < n) {
        float s[2'0ll];
        float e[16][0b11];
        long acc[16];
        _occa_exclusive_index = 0;
        for (long _occa_tiled_t = 0l; _occa_tiled_t < 1'6LL; _occa_tiled_t += (long)0x4ULL) {
          for (long t = _occa_tiled_t; t < _occa_tiled_t + (long)0x4ULL; ++t) {
            _occa_exclusive_index = 4 * (_occa_tiled_t / (long)0x4ULL) + (t - _occa_tiled_t);
            if (t < 1'6LL) {
              acc[_occa_exclusive_index] = t;
              for (int k = 0; k < 3; ++k) {
                e[_occa_exclusive_index][k] = t * k;
              }
              s[t] = 1.5e1f + (float)t;
            }
          }
        }
        _occa_exclusive_index = 0;
        for (int _occa_tiled_t = 0; _occa_tiled_t < 16; _occa_tiled_t += 4l * (int)1u) {
          for (int t = _occa_tiled_t; t < _occa_tiled_t + 4l * (int)1u; t += 1u) {
            _occa_exclusive_index = 4 * (_occa_tiled_t / (4l * (int)1u)) + (t - _occa_tiled_t) / 1u;
            if (t < 16) {
              out[b * 16 + t] = s[15 - t] + e[_occa_exclusive_index][2] + acc[_occa_exclusive_index] + 0.5L;
            }
          }
        }
      }
    }
  }
}
