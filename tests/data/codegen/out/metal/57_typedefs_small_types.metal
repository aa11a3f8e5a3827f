// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// typedef'd pointer types with @restrict, `const` scalars as loop bounds, char/short data with
// integer promotion and wrap-around, `?:` and comma expressions in loop headers, long and unsigned
// iterators.
typedef short sdata_t;

typedef sdata_t *sptr_t;

typedef const char *cptr_t;

typedef unsigned char uchar;

kernel void _occa_typedefsSmallTypes_0(constant int &n [[buffer(0)]], constant int &flag [[buffer(1)]], device const char *c [[buffer(2)]], device sdata_t *s [[buffer(3)]], device uchar *__restrict__ u [[buffer(4)]], device short *out [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    long b = (flag ? 0L : 1L) + (long) _occa_group_position.x;
    const int width = 4;
    {
      unsigned int t = 0u + _occa_thread_position.x;
      const long i = b * width + t;
      s[i] = (sdata_t)(s[i] * 3 + c[i]);
      u[i] = (uchar)(u[i] + 200);
      out[i] = (short)((c[i] > 0 ? c[i] : -c[i]) + (u[i] >> 1));
    }
  }
}

kernel void _occa_typedefsSmallTypes_1(constant int &n [[buffer(0)]], constant int &flag [[buffer(1)]], device const char *c [[buffer(2)]], device sdata_t *s [[buffer(3)]], device uchar *__restrict__ u [[buffer(4)]], device short *out [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  const int half_ = n / 2;
  {
    int g = ((void)flag, n / 8 - 1) - _occa_group_position.x;
    {
      short t = (short)7 - _occa_thread_position.x;
      const int i = 4 * half_ + g * 8 + t;
      if (i < n * 4 + 8) {
        out[i] = (short)(c[i % n] * (flag == 1 ? 2 : 3) - t);
      }
    }
  }
}
