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

static inline int slen(__constant const char *s) {
  int n = 0;
  while (s[n]) {
    ++n;
  }
  return n;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_ppBuiltins_0(const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
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
      __global int *o = out + (b * 4 + t) * 8;
      o[0] = v0 + v1 * 10 + s * 100;
      o[1] = l1 - l0 + n;
      o[2] = 76 * 10 + l2;
      o[3] = slen("virtual.okl") * 100 + slen("") * 10 + slen("" "x,y");
      o[4] = 0 * 100 + 1 * 10 + 3;
      o[5] = 3 * 3 + 0;
      o[6] = slen("a, b , c") + 100 * slen("");
      o[7] = t + (t + sumRest(2, 0, 0)) + (t + sumRest(2, 3, 0));
    }
  }
}
