#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// An `@outer` iterator written inside an `@inner` body, and an outer `@inner` iterator
// written inside a nested `@inner` body. On a GPU each work-item has its own copy of both
// (each computes them from its group and thread index), so `b += t` gives work-item t the
// value b + t and nothing else changes. The host keeps one copy per `@outer` iteration (per
// row of work-items for `y`), so the writes accumulate over the work-items.
kernel void _occa_outerIteratorInInner_0(device int *out [[buffer(0)]], device int *out2 [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int k = b * 4 + t;
      b += t;
      out[k] = b;
    }
  }
}

kernel void _occa_outerIteratorInInner_1(device int *out [[buffer(0)]], device int *out2 [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int y = 0 + _occa_thread_position.y;
      {
        int x = 0 + _occa_thread_position.x;
        const int k = (b * 2 + y) * 3 + x;
        y += 10 * x;
        out2[k] = y;
      }
    }
  }
}
