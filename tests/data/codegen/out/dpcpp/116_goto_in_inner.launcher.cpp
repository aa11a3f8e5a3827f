#include <occa/core/kernel.hpp>

// `goto` inside `@inner` bodies: a forward jump to a label at the end of the body (an early
// exit that is not `return`), a jump out of two nested regular loops (search), and a jump
// backwards forming a retry loop; `@exclusive` values carry results to the next `@inner` loop.
extern "C" void gotoInInner(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y);
    }
  }
}
