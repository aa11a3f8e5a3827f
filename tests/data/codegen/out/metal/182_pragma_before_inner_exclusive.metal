#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A loop pragma (`#pragma unroll 2`, or one injected with `@directive`) written right before a
// top-most `@inner` loop in an `@outer` body that has `@exclusive` state: on the host
// backends the exclusive-index reset must not end up between the pragma and its loop.
kernel void _occa_pragmaBeforeInner_0(constant int &nb [[buffer(0)]], device int *y [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int v;
    {
      int t = 0 + _occa_thread_position.x;
      v = b * 4 + t;
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 4 + t] = v;
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 4 + t] += 100 * v;
    }
  }
}
