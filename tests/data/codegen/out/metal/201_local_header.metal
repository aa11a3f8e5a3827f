#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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
static constexpr constant int lineHere = 500;

kernel void _occa_localHeader_0(constant dlong &n [[buffer(0)]], device const Pair *lims [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], device int *info [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[3 * 3];
  {
    dlong e = 0 + _occa_group_position.x;
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        s[j * 3 + i] = x[e * (3 * 3) + j * 3 + i];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        const Pair p = lims[e];
        y[e * (3 * 3) + j * 3 + i] = clampTo(s[i * 3 + j], p.lo, p.hi);
        if (e == 0 && i == 0 && j == 0) {
          constant const char *file = "renamed_201.okl";
          int len = 0;
          while (file[len] != '\0') {
            ++len;
          }
          info[0] = 10 + 1;
          info[1] = lineHere;
          info[2] = len * 1000 + file[0] * 10 + (file[len - 5] - '0');
        }
      }
    }
  }
}
