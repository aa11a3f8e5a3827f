#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive with an initializer.
kernel void _occa_exclusiveInit_0(constant int &nBlocks [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int c = 5;
    {
      int t = 0 + _occa_thread_position.x;
      c += x[b * 12 + t];
    }
    {
      int t = 0 + _occa_thread_position.x;
      c *= 2;
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 12 + t] = c - t;
    }
  }
}
