#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Kernel variants selected by `-D` values through `#if`/`#elif` chains with arithmetic,
// `defined X` without parentheses, character constants, unsigned promotion (`-1 > 0u` is true
// in `#if`), `#ifndef` defaults, nested conditionals, and `#undef`/redefinition.
kernel void _occa_ppConditionals_0(constant int &N [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (4 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int base = 1000;
      if (b + t < N) {
        out[b + t] = base + 4 * 100 + 1 * 7 + 10 + 5 + t;
      }
    }
  }
}
