#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Templated kernel and helper.
template <typename T>
T twice(T v) {
  return v + v;
}

kernel void _occa_scaleT_float_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (64 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        y[i] = twice(x[i]);
      }
    }
  }
}
