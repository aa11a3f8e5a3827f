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

// Preprocessor built-ins inside a kernel: `_Pragma` written directly before an `@inner` loop and
// a regular loop and produced by macros (`#n` of the argument), `__COUNTER__` pasted into names,
// `__LINE__` across a line splice and after `#line N "file"`, `__FILE__` from `#line`,
// `__VA_OPT__` with `#__VA_ARGS__` and argument counting, `defined` produced by a macro in `#if`,
// `__has_include` of a macro naming the header (computed operand).
static inline int sumRest(int a, int b = 0, int c = 0) {
  return a + b + c;
}

static inline int slen(constant const char *s) {
  int n = 0;
  while (s[n]) {
    ++n;
  }
  return n;
}

kernel void _occa_ppBuiltins_0(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      int v0 = 1;
      int v1 = 2;
      int s = 0;
      #pragma unroll 2
      for (int k = 0; k < 3; ++k) {
        s += k;
      }
      #pragma GCC unroll 4
      for (int k = 0; k < 8; ++k) {
        s += 10 * k;
      }
      const int l0 = 47;
      const int l1 = 47;
      const int l2 = 2;
      device int *o = out + (b * 4 + t) * 8;
      o[0] = v0 + v1 * 10 + s * 100;
      o[1] = l1 - l0 + n;
      o[2] = 76 * 10 + l2;
      o[3] = slen("virtual.okl") * 100 + slen("") * 10 + slen("" "x,y");
      o[4] = 0 * 100 + 1 * 10 + 3;
      o[5] = 3 * 3 + 0;
      o[6] = slen("a, b , c") + 100 * slen("");
      o[7] = t + (t + sumRest(2)) + (t + sumRest(2, 3));
    }
  }
}
