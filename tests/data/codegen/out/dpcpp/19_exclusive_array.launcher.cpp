#include <occa/core/kernel.hpp>

// @exclusive array + scalar across four 2-D inner nests.
extern "C" void exclusiveArray(occa::modeKernel_t **deviceKernels, const int &nBlocks, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nBlocks - 0;
    const long long _occa_inner_x = 8;
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
      kernel(nBlocks, x, y);
    }
  }
}
