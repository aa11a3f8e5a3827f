// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Integer semantics in bounds, extents and indices: `/` and `%` truncate toward zero for
// negative operands (C++), `>>` of a negative value is arithmetic, unsigned arithmetic wraps,
// and `long long` offsets far beyond 2^31 cancel before they index a small array.
kernel void _occa_negDivModShifts_0(constant int &N [[buffer(0)]], constant long &big [[buffer(1)]], device const int *src [[buffer(2)]], device int *out [[buffer(3)]], device long *wide [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[-9 % 4 + 8];
  {
    int g = -17 / 4 + _occa_group_position.x;
    // (-9) % 4 + 8 = 7 slots (a floor modulo would give 11).
    // Work-items t = (-7) / 2 = -3 .. 4 - (-7) % 4 - 1 = 6: ten of them (floor semantics
    // would give -4 .. 2, seven of them, and too little @exclusive storage).
    int q;
    int r;
    int lo[(-16 >> 2) + 6];
    {
      int t = -7 / 2 + _occa_thread_position.x;
      q = t / 3;
      r = t % 3;
      lo[0] = t * 5 >> 1;
      lo[1] = (int)((unsigned int)(t - 5) >> 28);
      if (t + 3 < 7) {
        s[t + 3] = g * 100 + -t % 4;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = -7 / 2 + _occa_thread_position.x;
      const int slot = (g + 4) * 10 + (t + 3);
      const unsigned int wrap = (unsigned int)t - 3u;
      const int back = (int)(wrap + 3u);
      out[4 * slot + 0] = q * 1000 + r;
      out[4 * slot + 1] = lo[0] * 100 + lo[1];
      out[4 * slot + 2] = s[(t + 13) % 7] + back;
      const long off = big * (long)(g - 7) + (long)(t + 3);
      out[4 * slot + 3] = src[off - big * (long)(g - 7) + (long)(N % -3)];
      wide[slot] = off + ((long)t << 33) - -big / 2;
    }
  }
}
