#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Top-level `@outer` loops selected at run time: unbraced `if`/`else` branches that are
// `@outer` loops, an `@outer` loop in a `switch` case, and one in a `do { } while (0)`
// macro wrapper. On OpenMP each of them is a parallel loop.
kernel void _occa_outerInIf_0(constant int &mode [[buffer(0)]], constant int &n [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 4 + t] += 1;
    }
  }
}

kernel void _occa_outerInIf_1(constant int &mode [[buffer(0)]], constant int &n [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 4 + t] += 2;
    }
  }
}

kernel void _occa_outerInIf_2(constant int &mode [[buffer(0)]], constant int &n [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 4 + t] *= 10;
    }
  }
}

kernel void _occa_outerInIf_3(constant int &mode [[buffer(0)]], constant int &n [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 4 + t] *= 100;
    }
  }
}

kernel void _occa_outerInIf_4(constant int &mode [[buffer(0)]], constant int &n [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 4 + t] += t;
    }
  }
}
