#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Sibling inner loops of different extents.
kernel void _occa_innerSizes_0(constant int &nBlocks [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[16];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      s[t] = x[b * 16 + t];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 8) {
        y[b * 8 + t] = s[2 * t] + s[2 * t + 1];
      }
    }
  }
}
