#include <occa/core/kernel.hpp>

// Histogram with `@shared` bins and `@atomic`: bins zeroed by a strided loop whose start is the
// work-item index, a grid-strided `while` over the input whose bounds read it, `@atomic` updates
// of `@shared` and global bins; explicit barriers at the end of those `@inner` bodies (after,
// not inside, the per-work-item loops) and between the `@inner` loops.
// Defines: -DNBINS=10 -DBS=16 -DGROUPS=3
extern "C" void histogram(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *keys, occa::modeMemory_t *hist) {
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, keys, hist);
    }
  }
}
