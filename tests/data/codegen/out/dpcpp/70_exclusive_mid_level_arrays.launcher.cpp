#include <occa/core/kernel.hpp>

// @exclusive scalar and array used in the body of the outer @inner level between and after two
// innermost @inner loops: a regular loop filling the array, an update reading a value each
// work-item computed in the first innermost loop, and an @atomic count run once per work-item.
extern "C" void exclusiveMidArrays(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *cnt) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 3;
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
      kernel(nB, x, y, cnt);
    }
  }
}
