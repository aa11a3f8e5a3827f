#include <hip/hip_runtime.h>

// typedef'd pointer types with @restrict, `const` scalars as loop bounds, char/short data with
// integer promotion and wrap-around, `?:` and comma expressions in loop headers, long and unsigned
// iterators.
typedef short sdata_t;

typedef sdata_t *sptr_t;

typedef const char *cptr_t;

typedef unsigned char uchar;

extern "C" __global__ __launch_bounds__(4) void _occa_typedefsSmallTypes_0(const int n, const int flag, __restrict__ cptr_t c, __restrict__ sptr_t s, uchar *__restrict__ u, short *out) {
  {
    long b = (flag ? 0L : 1L) + (long long) blockIdx.x;
    const int width = 4;
    {
      unsigned int t = 0u + threadIdx.x;
      const long i = b * width + t;
      s[i] = (sdata_t)(s[i] * 3 + c[i]);
      u[i] = (uchar)(u[i] + 200);
      out[i] = (short)((c[i] > 0 ? c[i] : -c[i]) + (u[i] >> 1));
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_typedefsSmallTypes_1(const int n, const int flag, __restrict__ cptr_t c, __restrict__ sptr_t s, uchar *__restrict__ u, short *out) {
  const int half = n / 2;
  {
    int g = ((void)flag, n / 8 - 1) - blockIdx.x;
    {
      short t = (short)7 - threadIdx.x;
      const int i = 4 * half + g * 8 + t;
      if (i < n * 4 + 8) {
        out[i] = (short)(c[i % n] * (flag == 1 ? 2 : 3) - t);
      }
    }
  }
}
