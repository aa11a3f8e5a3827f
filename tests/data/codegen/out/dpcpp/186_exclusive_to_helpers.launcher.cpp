#include <occa/core/kernel.hpp>

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

extern "C" void exclusiveToHelpers(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *c) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 5;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, y, c);
    }
  }
}
