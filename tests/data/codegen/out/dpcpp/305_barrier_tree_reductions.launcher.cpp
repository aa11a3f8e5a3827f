#include <occa/core/kernel.hpp>

// Shared-memory tree reductions written the way real kernels write them (nekRS/hipBone dot
// products, libParanumal norms): a regular loop over halving widths in the `@outer` body with an
// explicit `@barrier` between `@inner` loops, the `if (t < alive)` test inside the `@inner` body,
// a barrier at the end of an `@inner` body after (not in) a per-work-item `if`, `#if p_blockSize`
// steps, and a warp-level tail under `if (t < 32)` with `@barrier("warp")`.
// Defines: -Dp_blockSize=128
extern "C" void blockReduce(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *sums, occa::modeMemory_t *maxs) {
  {
    const long long _occa_outer_x = (N + 128 - 1) / 128 - 0;
    const long long _occa_inner_x = 128;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, y, sums, maxs);
    }
  }
}
