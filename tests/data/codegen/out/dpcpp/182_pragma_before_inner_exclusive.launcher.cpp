#include <occa/core/kernel.hpp>

// A loop pragma (`#pragma unroll 2`, or one injected with `@directive`) written right before a
// top-most `@inner` loop in an `@outer` body that has `@exclusive` state: on the host
// backends the exclusive-index reset must not end up between the pragma and its loop.
extern "C" void pragmaBeforeInner(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *y) {
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
      kernel(nb, y);
    }
  }
}
