#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@` and `[[okl_...]]` spellings mixed in one kernel and on one loop: a normalised tile beside
// an `@tile`, a trailing `; @inner` under a normalised `@outer`, `@shared` next to
// [[okl_exclusive]], [[okl_nobarrier]] together with a trailing `@inner`, `@barrier` and
// [[okl_barrier]] in one body, and `@atomic` beside [[okl_atomic]].
kernel void _occa_blockScaleMixed_0(constant int &N [[buffer(0)]], device const float *__restrict__ x [[buffer(1)]], device float *__restrict__ y [[buffer(2)]], device int *sums [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_n = 0 + (16 * _occa_group_position.x);
    {
      int n = _occa_tiled_n + _occa_thread_position.x;
      if (n < N) {
        y[n] = 2 * x[n];
      }
    }
  }
}

kernel void _occa_blockScaleMixed_1(constant int &N [[buffer(0)]], device const float *__restrict__ x [[buffer(1)]], device float *__restrict__ y [[buffer(2)]], device int *sums [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_n = 0 + (8 * _occa_group_position.x);
    {
      int n = _occa_tiled_n + _occa_thread_position.x;
      if (n < N) {
        y[n] += 1;
      }
    }
  }
}

kernel void _occa_blockScaleMixed_2(constant int &N [[buffer(0)]], device const float *__restrict__ x [[buffer(1)]], device float *__restrict__ y [[buffer(2)]], device int *sums [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_y[8];
  {
    int b = 0 + _occa_group_position.x;
    int r_n;
    {
      int t = 0 + _occa_thread_position.x;
      r_n = b * 8 + t;
      s_y[t] = r_n < N ? y[r_n] : 0;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (r_n < N) {
        y[r_n] = s_y[t] + s_y[7 - t];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (r_n < N) {
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&sums[0]), (int) (r_n), memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&sums[1 + t % 2]), (int) (1), memory_order_relaxed);
      }
    }
  }
}
