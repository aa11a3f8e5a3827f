#include <occa/core/kernel.hpp>

// `_Pragma("...")` is `#pragma ...` written as an operator (C99 6.10.9), so macros can carry
// pragmas: `_Pragma("occa attributes @inner")` must inject `@inner` like
// `#pragma occa attributes @inner` (spec §10.4) and leave nothing in the output, and
// `_Pragma("unroll NQ")` must expand `NQ` like `#pragma unroll NQ`.
extern "C" void pragmaOperator(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y);
    }
  }
}
