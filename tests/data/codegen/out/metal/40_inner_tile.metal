#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Both tile loops are @inner.
kernel void _occa_innerTile_0(constant int &nBlocks [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int _occa_tiled_i = 0 + (4 * _occa_thread_position.y);
      {
        int i = _occa_tiled_i + _occa_thread_position.x;
        if (i < 10) {
          y[b * 10 + i] = x[b * 10 + i] * 3.0f;
        }
      }
    }
  }
}
