#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Kernel variants chosen by the preprocessor.
kernel void _occa_variantKernel_0(constant int &n [[buffer(0)]], device int *y [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (16 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        y[i] = i * i;
        y[i] += 5;
      }
    }
  }
}
