// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// OKL iterators of narrow and wide types whose ranges touch the limits of their type, in
// `@inner` loops that share `@exclusive` state (storage sized by spec 4.2's counts: 6 for every
// loop but the `signed char` one, 5) and in parallel `@outer` loops: `unsigned` down from
// UINT_MAX by 19 with `>=`, `unsigned char` from 250 by `-= 10` with the iterator on the right,
// `long long` up from LLONG_MIN by 2, `short` up from SHRT_MIN with `<=` and a postfix `++`,
// `signed char` from SCHAR_MAX by `-= 51` down to just above SCHAR_MIN, `int` down from INT_MAX
// with `>=` (the count `1 + INT_MAX - (INT_MAX - 3)` overflows `int` if computed naively).
// `@outer` loops: `unsigned` from UINT_MAX - 4 with `<=` to UINT_MAX - 1, `long long` down to
// LLONG_MIN + 1 with `>=`, `unsigned short` up to 65535 exclusive by 3.
kernel void _occa_typeLimits_0(device long *ex [[buffer(0)]], device int *outs [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    long e;
    int slot;
    {
      unsigned int u = 4294967295u - (19 * _occa_thread_position.x);
      slot = (int)((4294967295u - u) / 19);
      e = (long)u - 4294967000L + g;
    }
    {
      unsigned char c = 250 - (10 * _occa_thread_position.x);
      if (200 <= (int)(250 - 10 * _occa_thread_position.x) && (int)(250 - 10 * _occa_thread_position.x) <= 250) {
        e = e * 1000 + c;
      }
    }
    {
      long i = -9223372036854775807L - 1 + (2 * (long) _occa_thread_position.x);
      if (i < -9223372036854775807L + 11) {
        e += (i + 9223372036854775807L + 1) / 2;
      }
    }
    {
      short s = -32768 + _occa_thread_position.x;
      if ((int)(-32768 + _occa_thread_position.x) <= -32763) {
        e = e * 10 + (s + 32768);
      }
    }
    {
      int i = 2147483647 - _occa_thread_position.x;
      if (i >= 2147483642) {
        ex[g * 6 + slot] = e + (2147483647 - i) * 1000000000000L;
      }
    }
    {
      signed char c = 127 - (51 * _occa_thread_position.x);
      if ((int)(127 - 51 * _occa_thread_position.x) > -128) {
        outs[g * 5 + (127 - c) / 51] = c + slot;
      }
    }
  }
}

kernel void _occa_typeLimits_1(device long *ex [[buffer(0)]], device int *outs [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned int u = 4294967291u + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      outs[10 + (u - 4294967291u) * 2 + t] = (int)(u % 1000) + t;
    }
  }
}

kernel void _occa_typeLimits_2(device long *ex [[buffer(0)]], device int *outs [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    long i = -9223372036854775807L + 5 - (2 * (long) _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      outs[18 + (-9223372036854775807L + 5 - i) / 2] = (int)(i % 100);
    }
  }
}

kernel void _occa_typeLimits_3(device long *ex [[buffer(0)]], device int *outs [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned short h = 65520 + (3 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      outs[21 + (h - 65520) / 3] = h;
    }
  }
}
