#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Explicit and implicit barriers between @inner loops that communicate through @shared memory.
kernel void _occa_reverseBlocks_0(constant int &nBlocks [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[32];
  threadgroup int u[32];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      s[t] = x[b * 32 + t];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      u[t] = s[31 - t] * 2;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      s[t] = s[t] + 1;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 32 + t] = u[(t + 1) % 32] + s[t];
    }
  }
}
