#include <occa/core/kernel.hpp>

// An `@exclusive` array declared in an `@outer(2)` body, used by one nested `@outer(1)` loop
// whose body runs an `@outer(0)` loop three times from a regular loop and then reads the
// copies in a sibling `@tile(4, @outer(0), @inner(0))` loop. On a GPU work-item
// (bz, by, bx, t) keeps its copy across the regular loop's iterations and the tile reads it
// (i = bx * 4 + t names the same work-item).
extern "C" void exclusiveNestedOuterInLoop(occa::modeKernel_t **deviceKernels, const int &nz, occa::modeMemory_t *x, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 3;
    const long long _occa_outer_y = 2;
    const long long _occa_outer_z = nz - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 3;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    outer[2] = _occa_outer_z;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_outer_z > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nz, x, out);
    }
  }
}
