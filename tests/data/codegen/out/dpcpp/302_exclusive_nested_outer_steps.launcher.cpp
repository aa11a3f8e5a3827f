#include <occa/core/kernel.hpp>

// An `@exclusive` variable whose initializer reads the `@outer(1)` iterator, updated per
// work-item in a non-innermost `@inner` body and in the innermost one of a nested `@outer(0)`
// loop that starts at 1 and steps by 2, and read in a sibling loop of the same shape: each
// work-item (by, bx, ty, tx) starts from `by * 7` on a GPU.
extern "C" void exclusiveNestedOuterSteps(occa::modeKernel_t **deviceKernels, const int &ny, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 3;
    const long long _occa_outer_y = ny - 0;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 2;
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
      kernel(ny, out);
    }
  }
}
