#include <occa/core/kernel.hpp>

// Header of conformance case 201, included by file name from the kernel's folder. It is
// included three times (plainly, through `./`, and through a macro naming it); `#pragma once`
// and the include guard each stop a repeated definition.
typedef int dlong;

struct Pair {
  dlong lo;
  dlong hi;
};

template <typename T>
static inline T clampTo(T v, T lo, T hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

// A header next to the kernel (`#include "201_local_header.h"`), resolved relative to the
// including file as C compilers do, included again through `./` and through a macro that
// names it (computed include). The header brings macros that size `@shared` memory and build
// `@inner` loop heads, a typedef, a struct and a function template. `__has_include` of the
// header and of a missing file, `defined`, and `#line` with a file name (read back through
// `__LINE__` and `__FILE__`) decide values; the header's `#pragma once` must not reach the
// output.
static constexpr int lineHere = 500;

extern "C" void localHeader(occa::modeKernel_t **deviceKernels, const dlong &n, occa::modeMemory_t *lims, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *info) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, lims, x, y, info);
    }
  }
}
