#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


// Top-level `@outer` loops inside a regular loop that skips iterations with `continue` and
// stops with `break` (each surviving pass launches one parallel loop on OpenMP), a `size_t`
// `@outer` iterator with a macro stride, and two `@outer` nests with different
// `@max_inner_dims` and runtime `@inner` extents sharing `@exclusive` names.
kernel void _occa_outerInRegular_0(constant int &passes [[buffer(0)]], constant int &w [[buffer(1)]], device int *acc [[buffer(2)]], device int *last [[buffer(3)]], constant int &p [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    size_t g = 0 + (4 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      acc[g + t] += p * 10 + t;
    }
  }
}

kernel void _occa_outerInRegular_1(constant int &passes [[buffer(0)]], constant int &w [[buffer(1)]], device int *acc [[buffer(2)]], device int *last [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    int v;
    {
      int t = 0 + _occa_thread_position.x;
      v = g * 100 + t;
    }
    {
      int t = 0 + _occa_thread_position.x;
      last[g * 8 + t] = v * 2;
    }
  }
}

kernel void _occa_outerInRegular_2(constant int &passes [[buffer(0)]], constant int &w [[buffer(1)]], device int *acc [[buffer(2)]], device int *last [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    int v;
    {
      int y = 0 + _occa_thread_position.y;
      {
        int x = 0 + _occa_thread_position.x;
        v = -(g * 10 + y * 4 + x);
      }
    }
    {
      int y = 0 + _occa_thread_position.y;
      {
        int x = 0 + _occa_thread_position.x;
        last[24 + g * 8 + y * 4 + x] = v;
      }
    }
  }
}
