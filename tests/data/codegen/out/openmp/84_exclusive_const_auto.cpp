// `@exclusive` declarations whose type is `const`-qualified or deduced (`auto`, from an
// expression and from a `const` parameter), each with the initializer that gives every
// work-item's copy its value (spec §15.4).
typedef const float cfloat_t;

extern "C" void exclusiveConstAuto(const int &nB, const float *x, float *y) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int base[8];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 8; ++_occa_exclusive_init) {
      base[_occa_exclusive_init] = 10 * b;
    }
    decltype(0.5f * (b + 1)) scale[8];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 8; ++_occa_exclusive_init) {
      scale[_occa_exclusive_init] = 0.5f * (b + 1);
    }
    float offset[8];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 8; ++_occa_exclusive_init) {
      offset[_occa_exclusive_init] = 0.25f;
    }
    int count[8];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 8; ++_occa_exclusive_init) {
      count[_occa_exclusive_init] = nB;
    }
    float v[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      v[_occa_exclusive_index] = x[b * 8 + t];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      y[b * 8 + t] = base[_occa_exclusive_index] + scale[_occa_exclusive_index] * v[_occa_exclusive_index] + offset[_occa_exclusive_index] + count[_occa_exclusive_index];
    }
  }
}
