#include <hip/hip_runtime.h>

// OKL iterators of narrow and wide types whose ranges touch the limits of their type, in
// `@inner` loops that share `@exclusive` state (storage sized by spec 4.2's counts: 6 for every
// loop but the `signed char` one, 5) and in parallel `@outer` loops: `unsigned` down from
// UINT_MAX by 19 with `>=`, `unsigned char` from 250 by `-= 10` with the iterator on the right,
// `long long` up from LLONG_MIN by 2, `short` up from SHRT_MIN with `<=` and a postfix `++`,
// `signed char` from SCHAR_MAX by `-= 51` down to just above SCHAR_MIN, `int` down from INT_MAX
// with `>=` (the count `1 + INT_MAX - (INT_MAX - 3)` overflows `int` if computed naively).
// `@outer` loops: `unsigned` from UINT_MAX - 4 with `<=` to UINT_MAX - 1, `long long` down to
// LLONG_MIN + 1 with `>=`, `unsigned short` up to 65535 exclusive by 3.
extern "C" __global__ __launch_bounds__(6) void _occa_typeLimits_0(long long *ex, int *outs) {
  {
    int g = 0 + blockIdx.x;
    long long e;
    int slot;
    {
      unsigned int u = 4294967295u - (19 * threadIdx.x);
      slot = (int)((4294967295u - u) / 19);
      e = (long long)u - 4294967000LL + g;
    }
    {
      unsigned char c = 250 - (10 * threadIdx.x);
      if (200 <= (int)(250 - 10 * threadIdx.x) && (int)(250 - 10 * threadIdx.x) <= 250) {
        e = e * 1000 + c;
      }
    }
    {
      long long i = -9223372036854775807LL - 1 + (2 * (long long) threadIdx.x);
      if (i < -9223372036854775807LL + 11) {
        e += (i + 9223372036854775807LL + 1) / 2;
      }
    }
    {
      short s = -32768 + threadIdx.x;
      if ((int)(-32768 + threadIdx.x) <= -32763) {
        e = e * 10 + (s + 32768);
      }
    }
    {
      int i = 2147483647 - threadIdx.x;
      if (i >= 2147483642) {
        ex[g * 6 + slot] = e + (2147483647 - i) * 1000000000000LL;
      }
    }
    {
      signed char c = 127 - (51 * threadIdx.x);
      if ((int)(127 - 51 * threadIdx.x) > -128) {
        outs[g * 5 + (127 - c) / 51] = c + slot;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_typeLimits_1(long long *ex, int *outs) {
  {
    unsigned int u = 4294967291u + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      outs[10 + (u - 4294967291u) * 2 + t] = (int)(u % 1000) + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_typeLimits_2(long long *ex, int *outs) {
  {
    long long i = -9223372036854775807LL + 5 - (2 * (long long) blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      outs[18 + (-9223372036854775807LL + 5 - i) / 2] = (int)(i % 100);
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_typeLimits_3(long long *ex, int *outs) {
  {
    unsigned short h = 65520 + (3 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      outs[21 + (h - 65520) / 3] = h;
    }
  }
}
