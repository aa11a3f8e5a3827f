#include <occa/core/kernel.hpp>

// `@globalPtr` (spec §3.13) marks pointers into global memory for OpenCL, which prints
// `__global`; every other backend ignores it. On the host backends it is accepted where
// legacy kernels write it and changes nothing: as a prefix and after the declarator, on
// `const` pointers, on one declarator of several, on a kernel parameter, on a helper's
// parameter and on a typedef, and the pointers address the same data.
typedef float *gptr_t;

float pairSum(const float *p) {
  return p[0] + p[1];
}

extern "C" void globalPtrHost(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *a, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, a, out);
    }
  }
}
