#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `return` ends one work-item inside an @inner loop and one work-group in an @outer body outside
// the @inner loops. The work-items and groups that return come first in sequential order, from
// inside a regular loop, from a `switch`, from an outer @inner level and from a tile.
kernel void _occa_returnPaths_0(constant int &n [[buffer(0)]], device const int *skip [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    if (skip[g] != 0) {
      return;
    }
    {
      int t = 0 + _occa_thread_position.x;
      const int i = g * 8 + t;
      if (t < 2) {
        return;
      }
      int acc = 0;
      for (int k = 0; k < 4; ++k) {
        if (k * t > 9) {
          return;
        }
        acc += k;
      }
      const int twice = 2 * acc;
      switch (t % 3) {
        case 0:
          return;
        default:
          break;
      }
      a[i] = twice + 1;
    }
  }
}

kernel void _occa_returnPaths_1(constant int &n [[buffer(0)]], device const int *skip [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int y = 0 + _occa_thread_position.y;
      if (y == 1) {
        return;
      }
      {
        int x = 0 + _occa_thread_position.x;
        if (x == y) {
          return;
        }
        b[(g * 4 + y) * 5 + x] = 1 + x + y;
      }
    }
  }
}

kernel void _occa_returnPaths_2(constant int &n [[buffer(0)]], device const int *skip [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (4 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        if (i % 3 == 0) {
          return;
        }
        c[i] = i;
      }
    }
  }
}
