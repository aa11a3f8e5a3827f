#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive and @shared with 2-D inner nests produced by `@tile(.., @inner, @inner)`, stepped and
// decreasing, checked and unchecked.
kernel void _occa_exclusiveInnerTile_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[24];
  {
    int b = 0 + _occa_group_position.x;
    int v;
    int w[2];
    // indices 0, 2, ..., 22 (12 iterations): 3 blocks of 4, each spanning 8 index units
    {
      int _occa_tiled_i = 0 + (4 * 2 * _occa_thread_position.y);
      {
        int i = _occa_tiled_i + (2 * _occa_thread_position.x);
        if (i < 24) {
          v = x[b * 24 + i];
          w[0] = i;
          s[i] = v;
          s[i + 1] = -v;
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    // 11 down to 0 (12 iterations), tile 4, no check: 3 full blocks
    {
      int _occa_tiled_i = 11 - (4 * _occa_thread_position.y);
      {
        int i = _occa_tiled_i - _occa_thread_position.x;
        w[1] = s[2 * i + 1] + v;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    // 0..9 with tile 4 (3 blocks, the last partial): work-items 0..9 and 10, 11 do not run
    {
      int _occa_tiled_i = 0 + (4 * _occa_thread_position.y);
      {
        int i = _occa_tiled_i + _occa_thread_position.x;
        if (i < 10) {
          y[b * 12 + i] = v * 10000 + w[0] * 100 + w[1];
        }
      }
    }
  }
}
