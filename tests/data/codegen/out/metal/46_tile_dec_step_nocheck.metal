#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Decreasing and stepped @tile loops without bounds check, iterator on either side.
kernel void _occa_tileDecStepNoCheck_0(constant int &N [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = N - 1 - (4 * 3 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - (3 * _occa_thread_position.x);
      a[i] += 10 * i + 1;
    }
  }
}

kernel void _occa_tileDecStepNoCheck_1(constant int &N [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = N - 1 - (4 * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - (2 * _occa_thread_position.x);
      b[i] += i * i;
    }
  }
}

kernel void _occa_tileDecStepNoCheck_2(constant int &N [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 3 + (2 * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + (2 * _occa_thread_position.x);
      c[i] = c[i - 1] + i;
    }
  }
}
