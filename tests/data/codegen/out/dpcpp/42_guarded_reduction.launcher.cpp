#include <occa/core/kernel.hpp>

// Block sums by a halving tree: `if (t < alive)` around an @inner loop body, which the OpenMP
// backend prints as part of the loop condition; the last block is partial.
extern "C" void guardedReduction(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *partial) {
  {
    const long long _occa_outer_x = (N + 63) / 64 - 0;
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
