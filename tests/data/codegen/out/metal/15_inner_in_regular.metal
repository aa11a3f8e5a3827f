#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A regular loop between @outer and @inner, with a @shared accumulator.
kernel void _occa_innerInRegular_0(constant int &nBlocks [[buffer(0)]], constant int &reps [[buffer(1)]], device const float *x [[buffer(2)]], device float *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[16];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      s[t] = 0.0f;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (int r = 0; r < reps; ++r) {
      {
        int t = 0 + _occa_thread_position.x;
        s[t] += x[b * 16 + (t + r) % 16] * (float)(r + 1);
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 16 + t] = s[t];
    }
  }
}
