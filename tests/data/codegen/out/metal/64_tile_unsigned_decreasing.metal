// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Decreasing @tile loops over unsigned iterators that stop at 0 / 1: the tile arithmetic must not
// wrap around below zero.
kernel void _occa_tileUnsignedDecreasing_0(constant unsigned int &N [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned int _occa_tiled_i = N - (4 * _occa_group_position.x);
    {
      unsigned int i = _occa_tiled_i - _occa_thread_position.x;
      if (i <= _occa_tiled_i) {
        if (i > 0u) {
          a[i] += (int)i;
        }
      }
    }
  }
}

kernel void _occa_tileUnsignedDecreasing_1(constant unsigned int &N [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned long _occa_tiled_i = N - 1 - (2 * 3 * _occa_group_position.x);
    {
      unsigned long i = _occa_tiled_i - (3 * _occa_thread_position.x);
      if (i <= _occa_tiled_i) {
        if (i >= 1ul) {
          b[i] += 100 + (int)i;
        }
      }
    }
  }
}
