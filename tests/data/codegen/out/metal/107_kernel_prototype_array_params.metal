#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A kernel declared before it is defined (both with `@kernel`), a helper prototype whose
// definition follows the kernel, and array-declarator parameters (`const float x[]`,
// `float y[]`, `int flags[4]`) that are pointers in C++.

float combine(const float a, const float b);

kernel void _occa_protoArrays_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device int *flags [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (4 * _occa_group_position.x);
    {
      int t = b + _occa_thread_position.x;
      if (t < n) {
        y[t] = combine(x[t], y[t]);
      }
      if (t == 0) {
        flags[0] = 1;
      }
    }
  }
}

float combine(const float a, const float b) {
  return 2.0f * a + b;
}
