#include <occa/core/kernel.hpp>

// A regular loop between @outer and @inner, with a @shared accumulator.
extern "C" void innerInRegular(occa::modeKernel_t **deviceKernels, const int &nBlocks, const int &reps, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nBlocks - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nBlocks, reps, x, y);
    }
  }
}
