#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Iterators declared `const` (OCCA's own examples do this; on a GPU each work-item computes
// them once) and the legacy barrier types "local" and "global" (libParanumal writes them).
kernel void _occa_reverseBlocks_0(constant int &n [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[16];
  {
    const int b = 0 + _occa_group_position.x;
    {
      const int t = 0 + _occa_thread_position.x;
      const int i = 16 * b + t;
      s[t] = i < n ? in[i] : 0.0f;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      const int t = 0 + _occa_thread_position.x;
      const int i = 16 * b + t;
      if (i < n) {
        out[i] = s[15 - t];
      }
    }
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
  }
}

kernel void _occa_reverseBlocks_1(constant int &n [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    const int _occa_tiled_i = 0 + (8 * _occa_group_position.x);
    {
      const int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        out[i] += 1.0f;
      }
    }
  }
}
