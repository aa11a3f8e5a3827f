#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


// Run-time tile sizes of unsigned type (`const unsigned` and `size_t` kernel arguments) over
// loops that cross zero: `t < _occa_tiled_t + ts` would compare unsigned (and skip the tile
// that straddles zero), so the size is converted to the iterator's type as for constants.
kernel void _occa_tileRuntimeUnsigned_0(constant int &nb [[buffer(0)]], constant unsigned int &ts [[buffer(1)]], constant size_t &tl [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int _occa_tiled_t = -5 + ((int)ts * _occa_thread_position.y);
      {
        int t = _occa_tiled_t + _occa_thread_position.x;
        if (t < 11) {
          up[b * 16 + t + 5] = 10 * b + t;
        }
      }
    }
  }
}

kernel void _occa_tileRuntimeUnsigned_1(constant int &nb [[buffer(0)]], constant unsigned int &ts [[buffer(1)]], constant size_t &tl [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_t = 9 - ((int)tl * _occa_group_position.x);
    {
      int t = _occa_tiled_t - _occa_thread_position.x;
      if (t >= -6) {
        down[t + 6] = 3 * t;
      }
    }
  }
}
