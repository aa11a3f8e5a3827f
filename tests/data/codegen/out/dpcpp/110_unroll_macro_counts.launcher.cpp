#include <occa/core/kernel.hpp>

// libParanumal-style `#pragma unroll` spellings inside `@inner` bodies: a count from a `-D`
// macro, a count that is a macro expression in parentheses, a bare `#pragma unroll`, and
// `#pragma unroll 1` on a loop whose bound is a runtime value; the pragma also precedes an
// `@inner` loop and a loop inside a helper.
static inline float dot(const float *a, const float *b) {
  float s = 0.0f;
  #pragma GCC unroll 4
  for (int k = 0; k < 4; ++k) {
    s += a[k] * b[k];
  }
  return s;
}

extern "C" void unrollCounts(occa::modeKernel_t **deviceKernels, const int &Nelements, const int &reps, occa::modeMemory_t *D, occa::modeMemory_t *q, occa::modeMemory_t *Aq) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, reps, D, q, Aq);
    }
  }
}
