#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Declarations placed between `@inner` loops rather than before the first one: an
// `@exclusive` scalar and a `@shared` array declared after the first `@inner` loop, an
// `@exclusive` array declared after the second, each used only by later loops, and a plain
// per-work-group `const` local between them that feeds an `@inner` bound guard.
kernel void _occa_exclusiveAfterFirstInner_0(constant int &nb [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[6];
  {
    int b = 0 + _occa_group_position.x;
    int first;
    {
      int t = 0 + _occa_thread_position.x;
      first = x[b * 6 + t];
    }
    int second;
    const int limit = b % 3 + 3;
    {
      int t = 0 + _occa_thread_position.x;
      second = first * 2;
      s[t] = first;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    int hist[2];
    {
      int t = 0 + _occa_thread_position.x;
      hist[0] = s[6 - 1 - t];
      hist[1] = t < limit ? second : -second;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 6 + t] = hist[0] * 1000 + hist[1] + first;
    }
  }
}
