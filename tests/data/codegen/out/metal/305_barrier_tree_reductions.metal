#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Shared-memory tree reductions written the way real kernels write them (nekRS/hipBone dot
// products, libParanumal norms): a regular loop over halving widths in the `@outer` body with an
// explicit `@barrier` between `@inner` loops, the `if (t < alive)` test inside the `@inner` body,
// a barrier at the end of an `@inner` body after (not in) a per-work-item `if`, `#if p_blockSize`
// steps, and a warp-level tail under `if (t < 32)` with `@barrier("warp")`.
// Defines: -Dp_blockSize=128
kernel void _occa_blockReduce_0(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device const float *y [[buffer(2)]], device float *sums [[buffer(3)]], device float *maxs [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_sum[128];
  threadgroup float s_max[128];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int id = b * 128 + t;
      s_sum[t] = id < N ? x[id] * y[id] : 0.0f;
      s_max[t] = id < N ? x[id] : -1.0e30f;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    // Halving widths in a regular loop of the group; every work-item reaches the barriers.
    for (int alive = 128 / 2; alive > 32; alive /= 2) {
      {
        int t = 0 + _occa_thread_position.x;
        if (t < alive) {
          s_sum[t] += s_sum[t + alive];
          s_max[t] = s_max[t] > s_max[t + alive] ? s_max[t] : s_max[t + alive];
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    // Warp step: only the first 32 work-items, under a warp barrier (each reads a slot no
    // work-item of this loop writes).
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 32) {
        s_sum[t] += s_sum[t + 32];
        if (s_max[t + 32] > s_max[t]) {
          s_max[t] = s_max[t + 32];
        }
        simdgroup_barrier(mem_flags::mem_threadgroup);
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t == 0) {
        float a = 0.0f;
        float m = s_max[0];
        for (int w = 0; w < 32; ++w) {
          a += s_sum[w];
          m = s_max[w] > m ? s_max[w] : m;
        }
        sums[b] = a;
        maxs[b] = m;
      }
    }
  }
}
