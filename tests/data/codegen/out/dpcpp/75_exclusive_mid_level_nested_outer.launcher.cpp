#include <occa/core/kernel.hpp>

// @exclusive variables declared at two @outer levels and used together in the body of the outer
// @inner level: the statement must run once per work-item, not once per work-item and group.
extern "C" void exclusiveMidNestedOuter(occa::modeKernel_t **deviceKernels, const int &nA, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = 2;
    const long long _occa_outer_y = nA - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nA, x, y);
    }
  }
}
