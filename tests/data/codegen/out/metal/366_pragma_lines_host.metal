#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"

// `#pragma` lines (spec §10.4): `#pragma occa attributes <tokens>` injects the attributes
// (`@shared`, `@exclusive`, `@inner`, `@atomic`, a whole `@tile(...)`); every other
// `#pragma occa ...` line is dropped, at file scope and in `@outer` and `@inner` bodies (g++
// would reject an unknown pragma under `-Wall -Werror`); any other pragma is kept at its
// position with its text macro-expanded: the `GCC diagnostic` lines around a helper with an
// unused local must reach g++ (or `-Werror` fails), `GCC unroll UF` needs `UF` expanded.
static int twiceWithUnused(int x) {
  int unused_count = 3;
  return x * 2;
}

#pragma GCC diagnostic pop

kernel void _occa_pragmaLines_0(constant int &nb [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[8];
  {
    int b = 0 + _occa_group_position.x;
    int acc;
    {
      int t = 0 + _occa_thread_position.x;
      acc = 0;
      #pragma GCC unroll 4
      for (int k = 0; k <= t; ++k) {
        acc += x[b * 8 + k];
      }
      s[t] = acc;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&y[b]), (int) (s[7 - t]), memory_order_relaxed);
      y[nb + b * 8 + t] = acc + twiceWithUnused(s[t]);
    }
  }
}

kernel void _occa_pragmaLines_1(constant int &nb [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (4 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < 8 * nb) {
        y[9 * nb + i] = 2 * x[i];
      }
    }
  }
}
