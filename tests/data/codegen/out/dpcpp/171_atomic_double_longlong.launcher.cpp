#include <occa/core/kernel.hpp>

// `@atomic` on global `double` and `long long` accumulators shared by all work-groups (so
// OpenMP threads really race): `+=`, prefix `--`, a block with several updates and a
// compare-and-store inside it, and min/max written as `x = x < v ? x : v` (not a basic atomic).
extern "C" void atomicWide(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *k, occa::modeMemory_t *dsum, occa::modeMemory_t *lsum, occa::modeMemory_t *minmax, occa::modeMemory_t *stats) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, k, dsum, lsum, minmax, stats);
    }
  }
}
