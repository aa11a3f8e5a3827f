#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

#pragma GCC diagnostic ignored "-Wsign-compare"

// Integer promotions and conversions of narrow data in a quantisation kernel: `signed char`
// times `unsigned char` (both promoted to int), `unsigned short` squared (int, no wrap),
// `unsigned short` plus a constant stored back (wraps mod 2^16), `short` difference going
// negative, `char` arithmetic stored in `signed char`, an `unsigned` difference that wraps
// and is compared with an `int` converted explicitly, `-x` of an `unsigned char` (int, not
// unsigned), and `~` of an `unsigned short` (int). Values go through `@exclusive` narrow
// variables between two `@inner` loops. Last, a signed iterator compared with an `unsigned`
// count as ported C code does (its `-Wsign-compare` silenced): `t < alive` converts `t`, so it
// is false for negative `t` and true again from 0, so OpenMP must not fold it into the loop
// bound.
kernel void _occa_integerPromotionsNarrow_0(constant int &n [[buffer(0)]], device const signed char *sc [[buffer(1)]], device const unsigned char *uc [[buffer(2)]], device const short *ss [[buffer(3)]], device const unsigned short *us [[buffer(4)]], device int *out [[buffer(5)]], device unsigned int *uout [[buffer(6)]], device unsigned short *wout [[buffer(7)]], device int *gate [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    unsigned short w;
    signed char q;
    short d;
    {
      int t = b + _occa_thread_position.x;
      w = us[t] + 60000;
      q = (signed char)(sc[t] * 3);
      d = ss[t] - 20000;
    }
    {
      int t = b + _occa_thread_position.x;
      device int *o = out + 6 * t;
      o[0] = sc[t] * uc[t];
      o[1] = us[t] * us[t];
      o[2] = -uc[t];
      o[3] = ~us[t];
      o[4] = q + d;
      o[5] = (uc[t] - 200) / 3;
      unsigned int diff = (unsigned int)uc[t] - 100u;
      uout[2 * t] = diff;
      uout[2 * t + 1] = diff > (unsigned int)(-1 + t) ? 1u : 0u;
      wout[t] = w;
    }
  }
}

kernel void _occa_integerPromotionsNarrow_1(constant int &n [[buffer(0)]], device const signed char *sc [[buffer(1)]], device const unsigned char *uc [[buffer(2)]], device const short *ss [[buffer(3)]], device const unsigned short *us [[buffer(4)]], device int *out [[buffer(5)]], device unsigned int *uout [[buffer(6)]], device unsigned short *wout [[buffer(7)]], device int *gate [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    const unsigned int alive = (unsigned int)(n / 8 + b);
    {
      int t = -4 + _occa_thread_position.x;
      if (t < alive) {
        gate[b * 8 + t + 4] = t + 10;
      }
    }
  }
}
