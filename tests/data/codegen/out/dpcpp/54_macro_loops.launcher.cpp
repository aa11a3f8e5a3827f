#include <occa/core/kernel.hpp>

// Macros that expand to whole OKL loop headers, to attributes, and to @atomic / @barrier
// statements; `#pragma unroll` with a macro count inside a macro-built loop; `_Pragma`.
extern "C" void macroLoops(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *total) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y, total);
    }
  }
}
