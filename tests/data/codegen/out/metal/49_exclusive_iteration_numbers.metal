#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive across inner loops whose iterators differ from the work-item number: decreasing,
// runtime step, `-= 2`, iterator on the right; and across 2-D nests with explicit, swapped axes.
kernel void _occa_exclusiveIterNumbers_0(constant int &nB [[buffer(0)]], constant int &s [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], device int *z [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int v;
    {
      int i = 0 + _occa_thread_position.x;
      if (i < 8) {
        v = x[b * 8 + i];
      }
    }
    {
      int j = 7 - _occa_thread_position.x;
      if (j >= 0) {
        v += 100 * j;
      }
    }
    {
      int k = 3 + (s * _occa_thread_position.x);
      if (k < 3 + 8 * s) {
        v += k;
      }
    }
    {
      int k = 20 - (2 * _occa_thread_position.x);
      if (k > 4) {
        v = v * 2 + k;
      }
    }
    {
      int t = 1 + _occa_thread_position.x;
      if (8 >= t) {
        y[b * 8 + t - 1] = v;
      }
    }
  }
}

kernel void _occa_exclusiveIterNumbers_1(constant int &nB [[buffer(0)]], constant int &s [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], device int *z [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int w;
    {
      int tx = 0 + _occa_thread_position.x;
      {
        int ty = 0 + _occa_thread_position.y;
        w = tx * 10 + ty + b;
      }
    }
    {
      int ty = 0 + _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        w += 1000 * ty;
      }
    }
    {
      int ty = 2 - _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        z[b * 12 + tx * 3 + ty] = w;
      }
    }
  }
}
