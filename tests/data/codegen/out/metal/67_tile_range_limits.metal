#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @tile loops whose tiles reach past the iterator type's range: unsigned loops down to 0 (an
// `unsigned char` iterator, which C++ promotes to `int` in the arithmetic; nested tiles, whose
// hoisted block loop is a plain loop on OpenMP too), an unsigned loop up to UINT_MAX, signed
// loops down to INT_MIN and up to INT_MAX, and a signed decreasing `-= 2` tile with `>`.
kernel void _occa_tileRangeLimits_0(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], device int *e [[buffer(5)]], device int *f [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char _occa_tiled_i = n - (4 * _occa_group_position.x);
    {
      unsigned char i = _occa_tiled_i - _occa_thread_position.x;
      if ((int)(_occa_tiled_i - _occa_thread_position.x) <= _occa_tiled_i && 0 < (int)(_occa_tiled_i - _occa_thread_position.x)) {
        if (0 < i) {
          a[i] += i;
        }
      }
    }
  }
}

kernel void _occa_tileRangeLimits_1(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], device int *e [[buffer(5)]], device int *f [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned int _occa_tiled_j = 6u - (2 * 2 * _occa_group_position.y);
    {
      unsigned int _occa_tiled_i = n - (4 * _occa_group_position.x);
      {
        unsigned int j = _occa_tiled_j - (2 * _occa_thread_position.y);
        if (j <= _occa_tiled_j) {
          if (j > 0u) {
            {
              unsigned int i = _occa_tiled_i - _occa_thread_position.x;
              if (i <= _occa_tiled_i) {
                if (i >= 1u) {
                  b[j * 21 + i] += (int)(j + i);
                }
              }
            }
          }
        }
      }
    }
  }
}

kernel void _occa_tileRangeLimits_2(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], device int *e [[buffer(5)]], device int *f [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned int _occa_tiled_i = 4294967286u + (2 * 3 * _occa_group_position.x);
    {
      unsigned int i = _occa_tiled_i + (3 * _occa_thread_position.x);
      if (i < 4294967295u) {
        c[i - 4294967286u] += 1;
      }
    }
  }
}

kernel void _occa_tileRangeLimits_3(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], device int *e [[buffer(5)]], device int *f [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = -2147483640 - (4 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - _occa_thread_position.x;
      if (i > -2147483647 - 1) {
        d[i + 2147483647] += 1;
      }
    }
  }
}

kernel void _occa_tileRangeLimits_4(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], device int *e [[buffer(5)]], device int *f [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 2147483640 + (2 * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + (2 * _occa_thread_position.x);
      if (i <= 2147483645) {
        e[(i - 2147483640) / 2] += 1;
      }
    }
  }
}

kernel void _occa_tileRangeLimits_5(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], device int *e [[buffer(5)]], device int *f [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = n - 1 - (3 * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - (2 * _occa_thread_position.x);
      if (i > -3) {
        f[i + 3] += i;
      }
    }
  }
}
