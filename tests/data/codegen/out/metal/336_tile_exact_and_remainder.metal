#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@tile` as block-partitioned kernels use it: `check=false` only where the range is an exact
// multiple of the tile (increasing, decreasing with the iterator on the right, stepping by a
// macro), `check=true` where a remainder is left (inclusive bound, decreasing with a step
// crossing zero). Each loop writes its own output so a lost or repeated element shows.
kernel void _occa_tileExactAndRemainder_0(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *d [[buffer(5)]], device int *e [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (4 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      a[i] = 3 * i + 1;
    }
  }
}

kernel void _occa_tileExactAndRemainder_1(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *d [[buffer(5)]], device int *e [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 2 + (4 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i <= m) {
        b[i] += i * i;
      }
    }
  }
}

kernel void _occa_tileExactAndRemainder_2(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *d [[buffer(5)]], device int *e [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = m - (4 * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - (2 * _occa_thread_position.x);
      if (i > -4) {
        c[i + 4] += i - 100;
      }
    }
  }
}

kernel void _occa_tileExactAndRemainder_3(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *d [[buffer(5)]], device int *e [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 23 - (2 * 4 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - _occa_thread_position.x;
      d[i] += 2 * i - 7;
    }
  }
}

kernel void _occa_tileExactAndRemainder_4(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *d [[buffer(5)]], device int *e [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 1 + (4 * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + (2 * _occa_thread_position.x);
      e[(i - 1) / 2] += i * 5;
    }
  }
}
