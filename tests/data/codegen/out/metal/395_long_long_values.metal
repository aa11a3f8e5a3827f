// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `long long` and `unsigned long long` data, locals, casts and a helper: 64 bits on every
// backend (OpenCL C's `long`, which has no `long long`).
long mix(long a, unsigned long b) {
  return a * 3 + (long)(b >> 1);
}

kernel void _occa_longLongValues_0(constant int &nb [[buffer(0)]], device const long *in [[buffer(1)]], device long *out [[buffer(2)]], device unsigned long *bits [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int i = 0 + _occa_thread_position.x;
      const int g = 8 * b + i;
      long big = in[g] * 3000000000L;
      unsigned long u = (unsigned long)big ^ 0xFFFFFFFFFFUL;
      out[g] = mix(big, u) + (long)sizeof(long);
      bits[g] = u << 3;
    }
  }
}
