#include <occa/core/kernel.hpp>

// `@exclusive` variables declared at two levels of a 2-D `@outer` nest: `ey` between
// `@outer(1)` and `@outer(0)`, `ex` between `@outer(0)` and the `@inner` loops (spec §5.3:
// anywhere inside an `@outer` loop and outside `@inner` loops). Each work-item writes both in
// the first `@inner` loop and reads its own copies in the second.
extern "C" void exclusiveBetweenOuters(occa::modeKernel_t **deviceKernels, const int &ny, occa::modeMemory_t *x, occa::modeMemory_t *out) {
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
