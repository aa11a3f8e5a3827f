#include <occa/core/kernel.hpp>

// The innermost loop below the statement that sets `e` has 3 iterations, but another nest has 5:
// the work-group has 5 work-items along x and all of them run that statement, so the second nest
// reads a set copy for tx = 3 and 4 too.
extern "C" void exclusiveMidUneven(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 5;
    const long long _occa_inner_y = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y, z);
    }
  }
}
