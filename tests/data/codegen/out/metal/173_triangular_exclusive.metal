#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Triangular work-groups: the `@inner` extent depends on the `@outer` iterator (`k <= r`), so
// `@exclusive` storage is sized by `@max_inner_dims`; a second nest's `@inner(0)` extent
// depends on its `@outer` iterator, and the lower triangle is selected with an `if` (OKL
// loops are rectangular within one work-group).
kernel void _occa_triangular_0(constant int &n [[buffer(0)]], device const float *a [[buffer(1)]], device float *rowsum [[buffer(2)]], device float *lower [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[8];
  {
    int r = 0 + _occa_group_position.x;
    float v;
    {
      int k = 0 + _occa_thread_position.x;
      if (k <= r) {
        v = a[r * n + k];
        s[k] = v;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int k = 0 + _occa_thread_position.x;
      if (k <= r) {
        float acc = 0.0f;
        for (int m = 0; m <= k; ++m) {
          acc += s[m];
        }
        rowsum[r * n + k] = acc + v;
      }
    }
  }
}

kernel void _occa_triangular_1(constant int &n [[buffer(0)]], device const float *a [[buffer(1)]], device float *rowsum [[buffer(2)]], device float *lower [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int blk = 0 + _occa_group_position.x;
    {
      int i = 0 + _occa_thread_position.y;
      {
        int j = 0 + _occa_thread_position.x;
        if (j < n - blk) {
          if (j <= i) {
            lower[(blk * n + i) * n + j] = a[i * n + j] * (blk + 1);
          }
        }
      }
    }
  }
}
