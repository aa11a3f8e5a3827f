#include <occa/core/kernel.hpp>

// Plain loops between two `@inner` levels that share `@exclusive` state: a
// `@tile(2, @inner(1), )` whose element loop is a plain loop around an `@inner(0)` loop (each
// work-item (y, x) runs two element iterations), and a regular `for (k ...)` between
// `@inner(1)` and `@inner(0)` writing `@shared` data; then a plain 2-D nest reads both. On a
// GPU the innermost body runs several times per work-item, so the host's per-work-item slot must
// follow the work-item, not count executions of the innermost body.
extern "C" void plainMidLevels(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = n - 0;
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
      kernel(n, out);
    }
  }
}
