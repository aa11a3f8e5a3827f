#include <occa/core/kernel.hpp>

// Preprocessor forms together: `#ifndef` defaults overridden by `-D`, `#if` on macro
// arithmetic with `defined` and `#elif`, `__VA_ARGS__` with `#` and `##`, a macro expanding to
// a whole `@inner` loop header, `#pragma unroll` with a macro count inside `@inner`, and
// `__LINE__` differences.
extern "C" void ppMixed(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out, occa::modeMemory_t *meta) {
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
      kernel(n, out, meta);
    }
  }
}
