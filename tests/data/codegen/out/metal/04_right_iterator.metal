#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Iterator on the right-hand side of the loop check, inclusive comparisons in both directions.
kernel void _occa_rightIterator_0(constant int &N [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int i = 1 + _occa_group_position.x;
    {
      int j = 0 + _occa_thread_position.x;
      out[(i - 1) * 8 + j] = i * 100 + j;
    }
  }
}

kernel void _occa_rightIterator_1(constant int &N [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int i = N - _occa_group_position.x;
    {
      int j = 7 - _occa_thread_position.x;
      out[(i - 1) * 8 + j] = -i;
    }
  }
}
