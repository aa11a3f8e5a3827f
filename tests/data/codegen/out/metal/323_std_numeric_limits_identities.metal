#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


// Block reductions whose identities come from std::numeric_limits (a class template from an
// unread system header, its static member functions called through `::`): the minimum starts
// at max(), the maximum at lowest(), an integer maximum at std::numeric_limits<int>::min(), in
// @shared partials combined by a tree over the @inner index.
kernel void _occa_blockExtremes_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device const int *k [[buffer(2)]], device float *lo [[buffer(3)]], device float *hi [[buffer(4)]], device int *kmax [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_lo[16];
  threadgroup float s_hi[16];
  threadgroup int s_k[16];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b * 16 + t;
      s_lo[t] = i < n ? x[i] : metal::numeric_limits<float>::max();
      s_hi[t] = i < n ? x[i] : metal::numeric_limits<float>::lowest();
      s_k[t] = i < n ? k[i] : metal::numeric_limits<int>::min();
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (int w = 8; w > 0; w /= 2) {
      {
        int t = 0 + _occa_thread_position.x;
        if (t < w) {
          s_lo[t] = s_lo[t + w] < s_lo[t] ? s_lo[t + w] : s_lo[t];
          s_hi[t] = s_hi[t + w] > s_hi[t] ? s_hi[t + w] : s_hi[t];
          s_k[t] = s_k[t + w] > s_k[t] ? s_k[t + w] : s_k[t];
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    {
      int t = 0 + _occa_thread_position.x;
      if (t == 0) {
        lo[b] = s_lo[0];
        hi[b] = s_hi[0];
        kmax[b] = s_k[0];
      }
    }
  }
}
