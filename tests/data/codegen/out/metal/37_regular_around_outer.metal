#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Regular loop around an @outer loop; the device code does not use the regular iterator.
kernel void _occa_repeatedOuter_0(constant int &n [[buffer(0)]], constant int &reps [[buffer(1)]], device float *x [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      if (b + t < n) {
        x[b + t] = x[b + t] * 0.5f + 1.0f;
      }
    }
  }
}
