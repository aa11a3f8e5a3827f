#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Attributes built by macros, as macro-driven kernels write them: a parameter after `@`
// (`@x`, `@ x`), a macro naming the loop kind (`@LOOP_KIND`), a whole `@tile(...)` from a
// macro argument, and a kernel generator invoked with one trailing empty argument
// (`MAKE(scaled, 3, )`, accepted with a warning as legacy OCCA does).
kernel void _occa_scaled_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 4 + t] = 3 * x[b * 4 + t];
    }
  }
}

kernel void _occa_scaled_1(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 4 + t] += t;
    }
  }
}

kernel void _occa_scaled_2(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (3 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        y[i] += 1000;
      }
    }
  }
}
