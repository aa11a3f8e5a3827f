#include <occa/core/kernel.hpp>

// Declarations placed between `@inner` loops rather than before the first one: an
// `@exclusive` scalar and a `@shared` array declared after the first `@inner` loop, an
// `@exclusive` array declared after the second, each used only by later loops, and a plain
// per-work-group `const` local between them that feeds an `@inner` bound guard.
extern "C" void exclusiveAfterFirstInner(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, y);
    }
  }
}
