#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Preprocessor idioms around attributes: an `#ifdef`/`#elif defined(...)`/`#elif defined X`
// chain, `##` pasting that builds a `@tile` size, a macro body continued over several lines
// inside the attribute's argument list, a variadic macro that builds a loop body, `#x`
// stringizing into `@barrier(...)`, `__COUNTER__`, `_Pragma("unroll 4")` and a line
// continuation written directly inside an attribute.
kernel void _occa_ppChains_0(constant int &n [[buffer(0)]], device int *y [[buffer(1)]], device int *z [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (8 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        const int c0 = 0;
        const int c1 = 1;
        y[i] = i * 20 + c0 * 1000 + c1 * 10000;
      }
    }
  }
}

kernel void _occa_ppChains_1(constant int &n [[buffer(0)]], device int *y [[buffer(1)]], device int *z [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[4];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      s[t] = t + b;
      simdgroup_barrier(mem_flags::mem_threadgroup);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      int acc = 0;
      #pragma unroll 4
      for (int k = 0; k < 4; ++k) {
        acc += s[k];
      }
      z[b * 4 + t] = acc * 10 + t;
    }
  }
}
