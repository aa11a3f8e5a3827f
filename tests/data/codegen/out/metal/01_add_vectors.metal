#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Basic element-wise kernel: trailing `; @outer` / `; @inner` form, bounds check inside @inner.
kernel void _occa_addVectors_0(constant int &entries [[buffer(0)]], device const float *a [[buffer(1)]], device const float *b [[buffer(2)]], device float *ab [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int block = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int i = block * 16 + t;
      if (i < entries) {
        ab[i] = a[i] + b[i];
      }
    }
  }
}
