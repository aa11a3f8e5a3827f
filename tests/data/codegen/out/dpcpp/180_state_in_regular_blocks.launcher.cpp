#include <occa/core/kernel.hpp>

// `@exclusive` and `@shared` declared inside a regular loop and inside an `if` block between
// `@outer` and `@inner` (fresh per iteration of the regular loop), an `@exclusive` initialised
// from the regular loop's iterator (every work-item's copy starts from it), and an
// `@exclusive` declared before the regular loop that accumulates over its iterations.
extern "C" void stateInBlocks(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 4;
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
