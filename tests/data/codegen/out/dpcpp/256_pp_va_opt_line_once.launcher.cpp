#include <occa/core/kernel.hpp>

// Included twice by case 256: `#pragma once` must make the second inclusion empty (the struct
// would otherwise be redefined).
struct p256_pair {
  int lo;
  int hi;
};

// Preprocessor corners around a kernel: `__VA_OPT__` in macros with only `...` (the body names
// no parameter) and with a named parameter, giving `pick(1 __VA_OPT__(, __VA_ARGS__))` its optional comma and a count; `#line`
// renumbering read back through `__LINE__` in an object-like macro and as an argument on the
// second line of an invocation; `#if` on object-like macros that expand to `defined(X)` and
// `defined X` (undefined behaviour in C, evaluated by gcc and clang as written);
// a header with `#pragma once` included twice (it defines a struct); `_Pragma("unroll 2")` and
// `_Pragma` of an `occa attributes` pragma from a macro.
int pick(int a, int b = 0, int c = 0) {
  return a + 10 * b + 100 * c;
}

extern "C" void ppCorners(occa::modeKernel_t **deviceKernels, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(out);
    }
  }
}
