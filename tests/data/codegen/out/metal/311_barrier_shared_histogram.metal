#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Histogram with `@shared` bins and `@atomic`: bins zeroed by a strided loop whose start is the
// work-item index, a grid-strided `while` over the input whose bounds read it, `@atomic` updates
// of `@shared` and global bins; explicit barriers at the end of those `@inner` bodies (after,
// not inside, the per-work-item loops) and between the `@inner` loops.
// Defines: -DNBINS=10 -DBS=16 -DGROUPS=3
kernel void _occa_histogram_0(constant int &N [[buffer(0)]], device const int *keys [[buffer(1)]], device int *hist [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s_h[10];
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      for (int k = t; k < 10; k += 16) {
        s_h[k] = 0;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      int id = g * 16 + t;
      while (id < N) {
        const int key = keys[id];
        if (key >= 0 && key < 10) {
          atomic_fetch_add_explicit(reinterpret_cast<threadgroup atomic_int *>(&s_h[key]), (int) (1), memory_order_relaxed);
        }
        id += 3 * 16;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      for (int k = t; k < 10; k += 16) {
        if (s_h[k] != 0) {
          atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&hist[k]), (int) (s_h[k]), memory_order_relaxed);
        }
      }
    }
  }
}
