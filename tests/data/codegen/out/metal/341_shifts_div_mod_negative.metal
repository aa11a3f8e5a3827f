// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A bit-reversal permutation as an FFT stage writes it, followed by integer arithmetic that C
// defines precisely: a shift amount computed per work-item and kept in an `@exclusive`,
// `>>` of negative values (arithmetic), `>>` of the same bits as `unsigned` (logical),
// `1u << sh` up to bit 31 converted to `int`, `long long` shifts past bit 31, `/` and `%` with
// negative dividends and divisors (truncation toward zero, `a == (a / b) * b + a % b`).
kernel void _occa_shiftsDivModNegative_0(constant int &nb [[buffer(0)]], device const int *v [[buffer(1)]], device int *out [[buffer(2)]], device unsigned int *uout [[buffer(3)]], device long *lout [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[1 << 4];
  {
    int b = 0 + _occa_group_position.x;
    int sh;
    {
      int t = 0 + _occa_thread_position.x;
      sh = (t * 5 + b * 3) & 31;
      s[t] = v[b * (1 << 4) + t];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      unsigned int r = 0;
      for (int k = 0; k < 4; ++k) {
        r |= ((unsigned int)(t >> k) & 1u) << (4 - 1 - k);
      }
      const int x = s[r];
      const int div = 2 * t - 15;
      device int *o = out + (b * (1 << 4) + t) * 5;
      o[0] = x >> (t & 7);
      o[1] = (int)(1u << sh);
      o[2] = x / div;
      o[3] = x % div;
      o[4] = x / div * div + x % div - x;
      uout[(b * (1 << 4) + t) * 2] = (unsigned int)x >> sh;
      uout[(b * (1 << 4) + t) * 2 + 1] = r;
      lout[b * (1 << 4) + t] = (1L << (sh + 8)) + ((long)x >> sh % 5);
    }
  }
}
