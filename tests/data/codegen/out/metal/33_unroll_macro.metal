#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// #pragma unroll with a macro count.
kernel void _occa_unrolled_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (16 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      float acc = 0.0f;
      #pragma unroll 4
      for (int k = 0; k < 8; ++k) {
        acc += x[(b + t + k) % n] * (float)(k + 1);
      }
      #pragma unroll
      for (int k = 0; k < 2; ++k) {
        acc -= 0.5f * (float)k;
      }
      if (b + t < n) {
        y[b + t] = acc;
      }
    }
  }
}
