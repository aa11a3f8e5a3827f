#include <occa/core/kernel.hpp>

// Header of conformance case 201, included by file name from the kernel's folder. It is
// included three times (plainly, through `./`, and through a macro naming it); `#pragma once`
// and the include guard each stop a repeated definition.
typedef int dlong;

struct Pair {
  dlong lo;
  dlong hi;
};

// Preprocessor built-ins inside a kernel: `_Pragma` written directly before an `@inner` loop and
// a regular loop and produced by macros (`#n` of the argument), `__COUNTER__` pasted into names,
// `__LINE__` across a line splice and after `#line N "file"`, `__FILE__` from `#line`,
// `__VA_OPT__` with `#__VA_ARGS__` and argument counting, `defined` produced by a macro in `#if`,
// `__has_include` of a macro naming the header (computed operand).
static inline int sumRest(int a, int b, int c) {
  return a + b + c;
}

static inline int slen(const char *s) {
  int n = 0;
  while (s[n]) {
    ++n;
  }
  return n;
}

extern "C" void ppBuiltins(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
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
      kernel(n, out);
    }
  }
}
