#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Block sums by a halving tree: `if (t < alive)` around an @inner loop body, which the OpenMP
// backend prints as part of the loop condition; the last block is partial.
kernel void _occa_guardedReduction_0(constant int &N [[buffer(0)]], device const int *x [[buffer(1)]], device int *partial [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[64];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int id = b * 64 + t;
      s[t] = id < N ? x[id] : 0;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (int alive = 32; alive > 0; alive /= 2) {
      {
        int t = 0 + _occa_thread_position.x;
        if (t < alive) {
          s[t] += s[t + alive];
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    {
      int t = 0 + _occa_thread_position.x;
      if (t == 0) {
        partial[b] = s[0];
      }
    }
  }
}
