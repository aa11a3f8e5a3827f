#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @tile without bounds check; inclusive bound and iterator on the right.
kernel void _occa_tileNoCheck_0(constant int &N [[buffer(0)]], device int *y [[buffer(1)]], device int *z [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (8 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      y[i] = 2 * i + 1;
    }
  }
}

kernel void _occa_tileNoCheck_1(constant int &N [[buffer(0)]], device int *y [[buffer(1)]], device int *z [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (16 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      z[i] = y[i] - i;
    }
  }
}
