#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Preprocessor arithmetic over `-D` values from the case file: `#if` with `defined` and
// `defined(...)`, `&&`/`||`/`!`, shifts, `?:`, character constants and unsigned wrap; a macro
// that builds a whole `@tile` loop head from `-D` values (`check=` chosen by `#if`), and
// `OKL("@inner(0)")` / `_Pragma("unroll 2")` from function-like macros.
kernel void _occa_ppDefines_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device int *info [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + ((1 << 3) * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      y[i] = x[i] * 1 + (1 << 3);
    }
  }
}

kernel void _occa_ppDefines_1(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device int *info [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      int acc = 0;
      #pragma unroll 2
      for (int k = 0; k < 4; ++k) {
        acc += k * t;
      }
      info[t] = acc;
    }
  }
}
