#include <occa/core/kernel.hpp>

// An initialised `@exclusive` variable declared in an `@outer(1)` body and updated inside the
// nested `@outer(0)` loop's `@inner` loop (`ey += bx`). On a GPU every work-item of group
// (by, bx) runs the `@outer(1)` body itself, so its copy starts from the initializer in each
// group: ey = 5 + bx. The host storage is initialised once per `by` and carries from one `bx`
// to the next.
extern "C" void exclusiveInitNestedOuter(occa::modeKernel_t **deviceKernels, const int &ny, occa::modeMemory_t *out) {
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
      kernel(ny, out);
    }
  }
}
