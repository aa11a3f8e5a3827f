#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Preprocessor forms together: `#ifndef` defaults overridden by `-D`, `#if` on macro
// arithmetic with `defined` and `#elif`, `__VA_ARGS__` with `#` and `##`, a macro expanding to
// a whole `@inner` loop header, `#pragma unroll` with a macro count inside `@inner`, and
// `__LINE__` differences.
kernel void _occa_ppMixed_0(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], device int *meta [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i < n) {
        int acc = 0;
        #pragma unroll 3
        for (int k = 0; k < 3; ++k) {
          acc += k * 1;
        }
        out[i] = i * 1 + acc + (1 + (2 + 3));
      }
      if (i == 0) {
        const int l0 = 43;
        const int l1 = 44;
        meta[0] = l1 - l0;
        meta[1] = (int)sizeof("BS") * 10 + (int)sizeof("8");
        meta[2] = (int)4;
        meta[3] = 80 + 1;
      }
    }
  }
}
