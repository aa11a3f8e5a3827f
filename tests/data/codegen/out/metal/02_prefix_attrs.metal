#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Prefix attribute spelling: `@outer for (...)` and `@inner for (...)`.
kernel void _occa_prefixForms_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      if (b + t < n) {
        y[b + t] = 3 * x[b + t] - 1;
      }
    }
  }
}
