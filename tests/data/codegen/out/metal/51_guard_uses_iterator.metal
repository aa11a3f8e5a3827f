#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @inner bodies that are a single `if (t < g)` whose bound g mentions the iterator itself: the
// condition is not monotone in t, so it must be evaluated for every iteration.
kernel void _occa_guardUsesIterator_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    const int lim = x[b] % 7 + 4;
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 2 * t - lim) {
        y[b * 16 + t] += 1;
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      if (t < (lim - t) * (lim - t) - 3) {
        y[b * 16 + t] += 10;
      }
    }
  }
}

kernel void _occa_guardUsesIterator_1(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    const int lim = x[b] % 7 + 4;
    {
      int ty = 0 + _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        if (tx < ty * tx - 1 + lim % 2) {
          y[b * 16 + ty * 4 + tx] += 100;
        }
      }
    }
  }
}
