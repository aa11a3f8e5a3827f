#include <occa/core/kernel.hpp>

// Decreasing @tile loops over unsigned iterators that stop at 0 / 1: the tile arithmetic must not
// wrap around below zero.
extern "C" void tileUnsignedDecreasing(occa::modeKernel_t **deviceKernels, const unsigned int &N, occa::modeMemory_t *a, occa::modeMemory_t *b) {
  {
    const long long _occa_outer_x = (N - 0u + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, a, b);
    }
  }
  {
    const long long _occa_outer_x = (unsigned long)(N - 1) >= 1ul ? (1 + (N - 1) - 1ul + 2 * 3 - 1) / (2 * 3) : 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(N, a, b);
    }
  }
}
