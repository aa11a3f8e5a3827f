#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @dim/@dimOrder indexing and typedef'd attributes.
typedef float *mat3x4_t;

typedef float sh_float_t;

kernel void _occa_transposeLike_0(device int *m [[buffer(0)]], device float *a [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup sh_float_t buf[8];
  {
    int i = 0 + _occa_group_position.x;
    {
      int j = 0 + _occa_thread_position.x;
      buf[j] = m[j + 8 * i] + a[i % 3 + 3 * (j % 4)];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.x;
      out[i * 8 + j] = buf[7 - j];
    }
  }
}
