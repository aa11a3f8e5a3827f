#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `_Pragma("...")` is `#pragma ...` written as an operator (C99 6.10.9), so macros can carry
// pragmas: `_Pragma("occa attributes @inner")` must inject `@inner` like
// `#pragma occa attributes @inner` (spec §10.4) and leave nothing in the output, and
// `_Pragma("unroll NQ")` must expand `NQ` like `#pragma unroll NQ`.
kernel void _occa_pragmaOperator_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[4];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      s[t] = x[b * 4 + t];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      int acc = 0;
      #pragma unroll 4
      for (int k = 0; k < 4; ++k) {
        acc += s[k] * (k == t ? 10 : 1);
      }
      y[b * 4 + t] = acc;
    }
  }
}
