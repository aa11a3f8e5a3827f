#include <occa/core/kernel.hpp>

// `@barrier` inside `@inner` bodies under control every work-item of the group shares: the body
// of an exact `@tile(16, @inner, @inner)` (its element loop starts at a per-work-item tile
// index but always runs 16 times), a `switch` on a kernel argument, a `while` on a `@shared`
// counter read at a fixed index, a regular loop over an `@outer`-body local bound with a
// uniform `continue` and `break`, a `?:` of kernel arguments as a bound. Values never rely on
// the barriers (host backends drop barriers inside `@inner` bodies).
extern "C" void uniformInner(occa::modeKernel_t **deviceKernels, const int &N, const int &mode, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *rounds) {
  {
    const long long _occa_outer_x = N - 0;
    const long long _occa_inner_x = 16;
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
      kernel(N, mode, x, y, rounds);
    }
  }
}
