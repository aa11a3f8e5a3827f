#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive with @inner bounds that are integer constant expressions written with constexpr
// globals, a const local and a `?:` of constants.
constexpr constant int BS = 8;

constexpr constant int CW = 4;

kernel void _occa_exclusiveConstantBounds_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    const int W = 2;
    int e;
    {
      int t = 0 + _occa_thread_position.x;
      e = x[b * 8 + t];
    }
    {
      int t = 0 + _occa_thread_position.x;
      e += t;
    }
    {
      int t = 0 + _occa_thread_position.x;
      e *= 2;
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 8 + t] = e;
    }
  }
}
