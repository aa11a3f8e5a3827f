#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// User names that look like oklc's generated ones: `_occa_tiled_i` next to a `@tile` loop over
// `i`, a file-scope `_occa_tiled_j` next to one over `j`, and `_occa_omp_b` next to a `short`
// @outer iterator `b` with an `int` bound (OpenMP counts such a loop with its own counter).
// Inside the loops the names must still mean the user's variables.
constant const int _occa_tiled_j = 1000;

kernel void _occa_generatedNames_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  const int _occa_tiled_i = 7;
  {
    int _occa_tiled_i_1 = 0 + (8 * _occa_group_position.x);
    {
      int i = _occa_tiled_i_1 + _occa_thread_position.x;
      if (i < n) {
        y[i] = x[i] + _occa_tiled_i;
      }
    }
  }
}

kernel void _occa_generatedNames_1(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_j_1 = 0 + (4 * _occa_group_position.x);
    {
      int j = _occa_tiled_j_1 + _occa_thread_position.x;
      if (j < n) {
        y[n + j] = x[j] + _occa_tiled_j;
      }
    }
  }
}

kernel void _occa_generatedNames_2(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  const int _occa_omp_b = 3;
  {
    short b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      y[2 * n + b * 4 + t] = 100 * b + t + _occa_omp_b;
    }
  }
}
