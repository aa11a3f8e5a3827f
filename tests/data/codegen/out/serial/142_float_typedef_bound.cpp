// An `@inner` bound computed in a floating typedef: `(int)((dfloat)7 / 2 * 2)` is 7 in C++,
// while folding `dfloat` as an integer would give 6. oklc must not fold it: the count stays a
// run-time value, and the `@exclusive` storage is sized by `@max_inner_dims(8)`.
typedef double dfloat;

typedef int dlong;

extern "C" void floatTypedefBound(const dlong &nb, float *out) {
  for (dlong b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    float r[8];
    _occa_exclusive_index = 0;
    for (dlong t = 0; t < (int)((dfloat)7 / 2 * 2); ++t) {
      _occa_exclusive_index = t;
      r[_occa_exclusive_index] = (float)(b * 10 + t);
    }
    _occa_exclusive_index = 0;
    for (dlong t = 0; t < (int)((dfloat)7 / 2 * 2); ++t) {
      _occa_exclusive_index = t;
      out[b * 8 + t] = r[_occa_exclusive_index] + 0.5f;
    }
  }
}
