// Header of conformance case 201, included by file name from the kernel's folder. It is
// included three times (plainly, through `./`, and through a macro naming it); `#pragma once`
// and the include guard each stop a repeated definition.
typedef int dlong;

struct Pair {
  dlong lo;
  dlong hi;
};

static inline int _occa_clampTo_int(int v, int lo, int hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

// A header next to the kernel (`#include "201_local_header.h"`), resolved relative to the
// including file as C compilers do, included again through `./` and through a macro that
// names it (computed include). The header brings macros that size `@shared` memory and build
// `@inner` loop heads, a typedef, a struct and a function template. `__has_include` of the
// header and of a missing file, `defined`, and `#line` with a file name (read back through
// `__LINE__` and `__FILE__`) decide values; the header's `#pragma once` must not reach the
// output.
static __constant const int lineHere = 500;

__kernel __attribute__((reqd_work_group_size(3, 3, 1))) void _occa_localHeader_0(const dlong n, __global const struct Pair *lims, __global const int *x, __global int *y, __global int *info) {
  __local int s[9];
  {
    dlong e = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        s[j * 3 + i] = x[e * (3 * 3) + j * 3 + i];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const struct Pair p = lims[e];
        y[e * (3 * 3) + j * 3 + i] = _occa_clampTo_int(s[i * 3 + j], p.lo, p.hi);
        if (e == 0 && i == 0 && j == 0) {
          __constant const char *file = "renamed_201.okl";
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
