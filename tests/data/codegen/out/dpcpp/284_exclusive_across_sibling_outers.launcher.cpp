#include <occa/core/kernel.hpp>

// An `@exclusive` variable declared between `@outer(1)` and two sibling `@outer(0)` loops:
// each work-item (by, bx, t) writes it in the first sibling and reads it in the second, as one
// GPU thread of group (by, bx) runs both siblings.
extern "C" void exclusiveAcrossSiblings(occa::modeKernel_t **deviceKernels, const int &ny, occa::modeMemory_t *x, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 3;
    const long long _occa_outer_y = ny - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(ny, x, out);
    }
  }
}
