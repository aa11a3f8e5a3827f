#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// The launch attributes in the C++ spelling with `-D` names inside their strings, several OKL
// entries in one `[[...]]` group, and standard attributes in the same groups: a strided copy
// whose block size is a kernel argument, so @exclusive storage is sized by max_inner_dims.
kernel void _occa_stridedScale_0(constant int &N [[buffer(0)]], constant int &Nt [[buffer(1)]], device const float *x [[buffer(2)]], device float *y [[buffer(3)]], device int *counts [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (Nt * _occa_group_position.x);
    int r_n;
    [[maybe_unused]] float r_x;
    {
      int t = 0 + _occa_thread_position.x;
      r_n = b + t;
      r_x = r_n < N ? x[r_n] : 0;
    }
    {
      int t = 0 + _occa_thread_position.x;
      [[maybe_unused]] const int lane = t % 8;
      if (r_n < N) {
        y[r_n] = 3 * r_x;
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&counts[t % 3]), (int) 1, memory_order_relaxed);
      }
    }
  }
}
