// `@simd_length` and `@max_inner_dims` together on the outermost `@outer` loop, runtime
// `@inner` extents with `@exclusive` scalars and arrays (sized by `@max_inner_dims`), and
// a pragma line injected with `@directive` before a regular loop in an `@inner` body (the same
// pragma right before an `@inner` loop is known bug 182).
extern "C" void simdDirectives(const int &nG, const int &w, const float *a, float *b) {
  for (int g = 0; g < nG; ++g) {
    int _occa_exclusive_index;
    float v[16];
    int hits[16][2];
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int t = 0; t < w; ++t) {
        _occa_exclusive_index = 8 * y + t;
        v[_occa_exclusive_index] = a[(g * 2 + y) * w + t];
        hits[_occa_exclusive_index][0] = 0;
        hits[_occa_exclusive_index][1] = 0;
        #pragma GCC ivdep
        for (int k = 0; k < w; ++k) {
          if (a[(g * 2 + y) * w + k] > v[_occa_exclusive_index]) {
            ++hits[_occa_exclusive_index][0];
          } else {
            ++hits[_occa_exclusive_index][1];
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int t = 0; t < w; ++t) {
        _occa_exclusive_index = 8 * y + t;
        b[(g * 2 + y) * w + t] = v[_occa_exclusive_index] * 10.0f + hits[_occa_exclusive_index][0] - 0.5f * hits[_occa_exclusive_index][1];
      }
    }
  }
}
