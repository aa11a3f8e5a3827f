#include <hip/hip_runtime.h>

#include <cstddef>

// Induction variables of unsigned and 64-bit types as mesh codes use them for global ids:
// an `unsigned int` `@outer` counting down by 2 to a `>= 1u` bound (it stops at 0, never
// wraps), an `unsigned short` `@inner`, a `long long` `@outer` around 5e9 stepping down by a
// run-time `long long` step, an `unsigned long long` `@outer` stepping by 2^33, a `size_t`
// `@inner` counting down to 1, and unsigned wrap-around in the stored values.
extern "C" __global__ __launch_bounds__(3) void _occa_unsignedLongLongIterators_0(const unsigned int n, const long long big, const long long st, unsigned int *a, long long *b, unsigned long long *c) {
  {
    unsigned int u = n - (2u * blockIdx.x);
    {
      unsigned short t = 0 + threadIdx.x;
      a[(n - u) / 2u * 3u + t] = u * 1000u + (t - 5u);
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_unsignedLongLongIterators_1(const unsigned int n, const long long big, const long long st, unsigned int *a, long long *b, unsigned long long *c) {
  {
    long long q = big - (st * (long long) blockIdx.x);
    {
      long long t = -1 + (long long) threadIdx.x;
      b[(big - q) / st * 3 + t + 1] = q + t * big;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_unsignedLongLongIterators_2(const unsigned int n, const long long big, const long long st, unsigned int *a, long long *b, unsigned long long *c) {
  {
    unsigned long long w = (1ull << 33) + ((1ull << 33) * blockIdx.x);
    {
      size_t t = 4 - threadIdx.x;
      c[((w >> 33) - 1) * 4 + (t - 1)] = (w ^ t) - 7u;
    }
  }
}
