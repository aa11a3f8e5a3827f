#include <occa/core/kernel.hpp>

// A kernel declared before it is defined (both with `@kernel`), a helper prototype whose
// definition follows the kernel, and array-declarator parameters (`const float x[]`,
// `float y[]`, `int flags[4]`) that are pointers in C++.
extern "C" void protoArrays(occa::modeKernel_t **deviceKernels, const int &n, const float x[], float y[], int flags[4]);

float combine(const float a, const float b);

extern "C" void protoArrays(occa::modeKernel_t **deviceKernels, const int &n, const float x[], float y[], int flags[4]) {
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, flags);
    }
  }
}

float combine(const float a, const float b) {
  return 2.0f * a + b;
}
