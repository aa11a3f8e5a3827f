// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// OKL loop iterators narrower than `int` (spec §4.1 allows char and short) compared with a
// bound of a wider type: `short` against `long`, `unsigned char` against `unsigned int`,
// and a tiled `unsigned short` loop against `long long` with the iterator on the right.
kernel void _occa_narrowIterators_0(constant long &n [[buffer(0)]], constant unsigned int &m [[buffer(1)]], constant long &big [[buffer(2)]], device int *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    short b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 4 + t] = b * 10 + t;
    }
  }
}

kernel void _occa_narrowIterators_1(constant long &n [[buffer(0)]], constant unsigned int &m [[buffer(1)]], constant long &big [[buffer(2)]], device int *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char c = 2 + (3 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      out[100 + c * 2 + t] = c - t;
    }
  }
}

kernel void _occa_narrowIterators_2(constant long &n [[buffer(0)]], constant unsigned int &m [[buffer(1)]], constant long &big [[buffer(2)]], device int *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned short _occa_tiled_j = 1 + (16 * _occa_group_position.x);
    {
      unsigned short j = _occa_tiled_j + _occa_thread_position.x;
      if (big > (int)(_occa_tiled_j + _occa_thread_position.x)) {
        if (big > j) {
          out[200 + j] = 3 * j;
        }
      }
    }
  }
}
