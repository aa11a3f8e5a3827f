#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Three top-level outer loops executed in order.
kernel void _occa_multiOuter_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *a [[buffer(2)]], device float *b [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (32 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        a[i] = 2.0f * x[i];
      }
    }
  }
}

kernel void _occa_multiOuter_1(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *a [[buffer(2)]], device float *b [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      b[g * 4 + t] = a[g * 4 + (3 - t)] + 1.0f;
    }
  }
}

kernel void _occa_multiOuter_2(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *a [[buffer(2)]], device float *b [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      a[g * 4 + t] += b[g * 4 + t];
    }
  }
}
