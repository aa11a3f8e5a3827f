#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @shared histogram with atomics.
kernel void _occa_sharedHistogram_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *hist [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int local[8];
  {
    int b = 0 + (64 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 8) {
        local[t] = 0;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (b + t < n) {
        atomic_fetch_add_explicit(reinterpret_cast<threadgroup atomic_int *>(&local[x[b + t] & 7]), (int) (1), memory_order_relaxed);
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 8) {
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&hist[t]), (int) (local[t]), memory_order_relaxed);
      }
    }
  }
}
