// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


// Induction variables of unsigned and 64-bit types as mesh codes use them for global ids:
// an `unsigned int` `@outer` counting down by 2 to a `>= 1u` bound (it stops at 0, never
// wraps), an `unsigned short` `@inner`, a `long long` `@outer` around 5e9 stepping down by a
// run-time `long long` step, an `unsigned long long` `@outer` stepping by 2^33, a `size_t`
// `@inner` counting down to 1, and unsigned wrap-around in the stored values.
kernel void _occa_unsignedLongLongIterators_0(constant unsigned int &n [[buffer(0)]], constant long &big [[buffer(1)]], constant long &st [[buffer(2)]], device unsigned int *a [[buffer(3)]], device long *b [[buffer(4)]], device unsigned long *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned int u = n - (2u * _occa_group_position.x);
    {
      unsigned short t = 0 + _occa_thread_position.x;
      a[(n - u) / 2u * 3u + t] = u * 1000u + (t - 5u);
    }
  }
}

kernel void _occa_unsignedLongLongIterators_1(constant unsigned int &n [[buffer(0)]], constant long &big [[buffer(1)]], constant long &st [[buffer(2)]], device unsigned int *a [[buffer(3)]], device long *b [[buffer(4)]], device unsigned long *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    long q = big - (st * (long) _occa_group_position.x);
    {
      long t = -1 + (long) _occa_thread_position.x;
      b[(big - q) / st * 3 + t + 1] = q + t * big;
    }
  }
}

kernel void _occa_unsignedLongLongIterators_2(constant unsigned int &n [[buffer(0)]], constant long &big [[buffer(1)]], constant long &st [[buffer(2)]], device unsigned int *a [[buffer(3)]], device long *b [[buffer(4)]], device unsigned long *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned long w = (1ul << 33) + ((1ul << 33) * _occa_group_position.x);
    {
      size_t t = 4 - _occa_thread_position.x;
      c[((w >> 33) - 1) * 4 + (t - 1)] = (w ^ t) - 7u;
    }
  }
}
