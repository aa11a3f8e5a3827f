#include <occa/core/kernel.hpp>

// A `return` in a tiled 2-D @inner nest (`@tile(4, @inner, @inner)` over 14 elements: 16
// work-items, the last two outside the range) before a later tiled nest, in a kernel with
// @exclusive arrays: the later nest reads each work-item's own copies, and only for the
// work-items that did not return.
extern "C" void tileReturn(occa::modeKernel_t **deviceKernels, const int &groups, occa::modeMemory_t *x, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 4;
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
      kernel(groups, x, out);
    }
  }
}
