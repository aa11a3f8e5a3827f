#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive scalar living across three consecutive @inner loops; @shared staging between them.
kernel void _occa_exclusiveScalar_0(constant int &nBlocks [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[32];
  {
    int b = 0 + _occa_group_position.x;
    float r;
    {
      int t = 0 + _occa_thread_position.x;
      r = x[b * 32 + t];
      s[t] = r;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      r = r * 2.0f + s[31 - t];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 32 + t] = r + (float)t;
    }
  }
}
