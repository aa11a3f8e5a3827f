#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Decreasing tile and an attribute-less @tile inside an @inner body.
kernel void _occa_tileDecreasing_0(constant int &N [[buffer(0)]], device float *a [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = N - (8 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - _occa_thread_position.x;
      if (i >= 0) {
        float acc = 0.0f;
        for (int _occa_tiled_k = 0; _occa_tiled_k < 10; _occa_tiled_k += 4) {
          for (int k = _occa_tiled_k; k < _occa_tiled_k + 4; ++k) {
            if (k < 10) {
              acc += (float)(k * i);
            }
          }
        }
        a[i] = acc;
      }
    }
  }
}
