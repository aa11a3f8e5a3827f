#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @tile with the default check=true over a size that the tile does not divide.
kernel void _occa_tileRemainder_0(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (16 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < N) {
        y[i] = x[i] * x[i] + 1.0f;
      }
    }
  }
}
