#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Tiled loops with non-unit steps, increasing and decreasing; the tile size comes from -DTILE.
kernel void _occa_tileStep_0(constant int &N [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (8 * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + (2 * _occa_thread_position.x);
      if (i < N) {
        a[i] += i + 1;
      }
    }
  }
}

kernel void _occa_tileStep_1(constant int &N [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = N - 1 - (4 * 3 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - (3 * _occa_thread_position.x);
      if (i >= 0) {
        b[i] += 2 * i;
      }
    }
  }
}
