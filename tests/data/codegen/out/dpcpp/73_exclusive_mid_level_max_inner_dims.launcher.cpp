#include <occa/core/kernel.hpp>

// Runtime @inner extents with @max_inner_dims(8, 4): statements using an @exclusive in the body of
// the outer @inner level run once per work-item of the runtime x extent `nx` (the @atomic too).
extern "C" void exclusiveMidMaxInner(occa::modeKernel_t **deviceKernels, const int &nB, const int &nx, const int &ny, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *cnt) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = nx - 0;
    const long long _occa_inner_y = ny - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, nx, ny, x, y, cnt);
    }
  }
}
