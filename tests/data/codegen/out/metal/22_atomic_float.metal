#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Basic atomics on float accumulators shared by all work-groups.
kernel void _occa_atomicFloat_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *sums [[buffer(2)]], device float *bins [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (16 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i < n) {
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&sums[0]), (float) (x[i]), memory_order_relaxed);
        atomic_fetch_sub_explicit(reinterpret_cast<device atomic_float *>(&sums[1]), (float) (0.5f * x[i]), memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&sums[2]), (float) 1, memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&sums[3]), (float) 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(reinterpret_cast<device atomic_float *>(&sums[4]), (float) 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(reinterpret_cast<device atomic_float *>(&sums[5]), (float) 1, memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&bins[i % 4]), (float) (x[i]), memory_order_relaxed);
      }
    }
  }
}
