#include <occa/core/kernel.hpp>

// Kernel variants selected by `-D` values through `#if`/`#elif` chains with arithmetic,
// `defined X` without parentheses, character constants, unsigned promotion (`-1 > 0u` is true
// in `#if`), `#ifndef` defaults, nested conditionals, and `#undef`/redefinition.
extern "C" void ppConditionals(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (N - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, out);
    }
  }
}
