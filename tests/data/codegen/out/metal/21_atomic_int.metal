#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Basic atomics on int counters shared by all work-groups.
kernel void _occa_atomicInt_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *hist [[buffer(2)]], device int *counters [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (16 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i < n) {
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&hist[x[i] % 8]), (int) (1), memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&counters[0]), (int) (x[i]), memory_order_relaxed);
        atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&counters[1]), (int) (x[i]), memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&counters[2]), (int) 1, memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&counters[3]), (int) 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&counters[4]), (int) 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&counters[5]), (int) 1, memory_order_relaxed);
      }
    }
  }
}
