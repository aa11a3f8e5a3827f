#include <occa/core/kernel.hpp>

// Block reductions: shared-memory tree with implicit barriers, and atomics.
// Defines: -Dp_blockSize=64 -Ddfloat=float
extern "C" void blockSum(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *partial) {
  {
    const long long _occa_outer_x = (N + 64 - 1) / 64 - 0;
    const long long _occa_inner_x = 64;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, partial);
    }
  }
}

extern "C" void atomicSum(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *total, occa::modeMemory_t *count) {
  {
    const long long _occa_outer_x = (N - 0 + 64 - 1) / 64;
    const long long _occa_inner_x = 64;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, total, count);
    }
  }
}
