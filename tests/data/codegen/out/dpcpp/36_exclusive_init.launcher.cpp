#include <occa/core/kernel.hpp>

// @exclusive with an initializer.
extern "C" void exclusiveInit(occa::modeKernel_t **deviceKernels, const int &nBlocks, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nBlocks - 0;
    const long long _occa_inner_x = 12;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nBlocks, x, y);
    }
  }
}
