#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Block reductions: shared-memory tree with implicit barriers, and atomics.
// Defines: -Dp_blockSize=64 -Ddfloat=float
kernel void _occa_blockSum_0(constant int &N [[buffer(0)]], device const float *__restrict__ x [[buffer(1)]], device float *__restrict__ partial [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_x[64];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int n = b * 64 + t;
      s_x[t] = n < N ? x[n] : 0;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (int alive = 64 / 2; alive > 0; alive /= 2) {
      {
        int t = 0 + _occa_thread_position.x;
        if (t < alive) {
          s_x[t] += s_x[t + alive];
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    {
      int t = 0 + _occa_thread_position.x;
      if (t == 0) {
        partial[b] = s_x[0];
      }
    }
  }
}

kernel void _occa_atomicSum_0(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device float *total [[buffer(2)]], device int *count [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_n = 0 + (64 * _occa_group_position.x);
    {
      int n = _occa_tiled_n + _occa_thread_position.x;
      if (n < N) {
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&*total), (float) (x[n]), memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&count[0]), (int) 1, memory_order_relaxed);
      }
    }
  }
}
