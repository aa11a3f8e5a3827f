#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Attributes carried by macros the way nekRS and libParanumal headers write them: the
// built-in `OKL("...")` macro (spec §10.4; a `;` right after it is swallowed, so `OUTER;`
// attaches to the next `for`), strings built by stringification and literal concatenation,
// and `#pragma occa attributes` lines.
kernel void _occa_oklMacroAttributes_0(constant int &nE [[buffer(0)]], device const float *q [[buffer(1)]], device float *r [[buffer(2)]], device float *sum [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_q[4][4];
  {
    int e = 0 + _occa_group_position.x;
    float r_q;
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        r_q = q[i + 4 * j] + e;
        s_q[j][i] = r_q;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    simdgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        r[(e * 4 + j) * 4 + i] = s_q[i][j] + 0.5f * r_q;
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&sum[0]), (float) (r_q), memory_order_relaxed);
      }
    }
  }
}

kernel void _occa_oklMacroAttributes_1(constant int &nE [[buffer(0)]], device const float *q [[buffer(1)]], device float *r [[buffer(2)]], device float *sum [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_k = 0 + (2 * _occa_group_position.x);
    {
      int k = _occa_tiled_k + _occa_thread_position.x;
      if (k < nE * 4) {
        r[nE * 4 * 4 + k] = 2.0f * k;
      }
    }
  }
}
