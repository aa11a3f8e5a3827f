#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Decreasing OKL loops: `i >= 0; --i` and `j > 0; j--`.
kernel void _occa_decreasingLoops_0(constant int &N [[buffer(0)]], constant int &M [[buffer(1)]], device const float *x [[buffer(2)]], device float *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int i = N - 1 - _occa_group_position.x;
    {
      int j = M - _occa_thread_position.x;
      y[i * M + (j - 1)] = x[i * M + (M - j)] * 2.0f + (float)i;
    }
  }
}
