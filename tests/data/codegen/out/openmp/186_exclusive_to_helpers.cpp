// `@exclusive` data handed to helpers: an `@exclusive` array passed to a function template that
// deduces its extent from `float (&)[N]`, an `@exclusive` scalar passed by non-const reference,
// an `@exclusive` array row passed as a pointer, and `sizeof` arithmetic on the array inside
// `@inner`.
template <int N>
inline void fillRamp(float (&a)[N], const float v) {
  for (int k = 0; k < N; ++k) {
    a[k] = v + k;
  }
}

inline void bump(int &c, const int by) {
  c += by;
}

inline float total(const float *p, const int n) {
  float s = 0.0f;
  for (int k = 0; k < n; ++k) {
    s += p[k];
  }
  return s;
}

extern "C" void exclusiveToHelpers(const int &nb, const float *x, float *y, int *c) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    float ramp[5][3];
    int count[5];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 5; ++t) {
      _occa_exclusive_index = t;
      fillRamp(ramp[_occa_exclusive_index], x[b * 5 + t]);
      count[_occa_exclusive_index] = 0;
      bump(count[_occa_exclusive_index], t);
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 5; ++t) {
      _occa_exclusive_index = t;
      const int len = (int)(sizeof(ramp[_occa_exclusive_index]) / sizeof(ramp[_occa_exclusive_index][0]));
      bump(count[_occa_exclusive_index], len);
      y[b * 5 + t] = total(ramp[_occa_exclusive_index], len) + total(&ramp[_occa_exclusive_index][1], 2);
      c[b * 5 + t] = count[_occa_exclusive_index];
    }
  }
}
