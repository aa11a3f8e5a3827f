#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Early `return` in an @inner body for the work-items past the end of the data (the CUDA-style
// bounds idiom); they are the last iterations in sequential order, so every backend agrees.
kernel void _occa_returnInInner_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (16 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i >= n) {
        return;
      }
      y[i] = 2.0f * x[i] + 1.0f;
    }
  }
}
