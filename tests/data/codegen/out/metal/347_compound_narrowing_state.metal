#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Compound assignments whose result is narrowed on store, on `@exclusive` and `@shared` state
// of an 8-bit/16-bit histogram kernel: `short s += 70000` (computed in int, stored mod 2^16),
// `unsigned char` counters `+= 250` and `*= 3`, `unsigned short -= 1` from 0, `signed char`
// `<<= 2`, `int /= 2.5` and `int *= 0.5f` (computed in floating point, truncated), `float
// += double`, and `%=`/`>>=`/`^=` on `@shared` `unsigned short` cells read by a neighbour
// after the next barrier.
kernel void _occa_compoundNarrowingState_0(constant int &nb [[buffer(0)]], device const short *s0 [[buffer(1)]], device int *out [[buffer(2)]], device unsigned int *hist [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup unsigned char h8[8];
  threadgroup unsigned short h16[8];
  {
    int b = 0 + _occa_group_position.x;
    short s;
    unsigned short us;
    signed char sc;
    int q;
    float f;
    {
      int t = 0 + _occa_thread_position.x;
      const int id = b * 8 + t;
      s = s0[id];
      s += 70000;
      us = (unsigned short)t;
      us -= 1;
      sc = (signed char)(t * 9 + 3);
      sc <<= 2;
      q = id * 7 - 20;
      q /= 2.5;
      f = 0.5f;
      f += 0.25;
      h8[t] = (unsigned char)(id * 40);
      h8[t] += 250;
      h16[t] = (unsigned short)(id * 5000);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      const int id = b * 8 + t;
      h8[t] *= 3;
      h16[t] %= 7000;
      h16[t] >>= t % 4;
      h16[t] ^= 0x5A5Au;
      q *= 0.5f;
      f += q;
      device int *o = out + id * 5;
      o[0] = s;
      o[1] = us;
      o[2] = sc;
      o[3] = q;
      o[4] = (int)(f * 4.0f);
      hist[id * 2] = h8[t];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      hist[(b * 8 + t) * 2 + 1] = h16[(t + 3) % 8];
    }
  }
}
