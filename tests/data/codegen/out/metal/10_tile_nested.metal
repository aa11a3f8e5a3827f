#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Two nested tiled loops: expands to @outer @outer @inner @inner (spec 4.5).
kernel void _occa_nestedTiles_0(constant int &N [[buffer(0)]], device const int *src [[buffer(1)]], device int *a [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (4 * _occa_group_position.y);
    {
      int _occa_tiled_j = 0 + (8 * _occa_group_position.x);
      {
        int i = _occa_tiled_i + _occa_thread_position.y;
        if (i < N) {
          {
            int j = _occa_tiled_j + _occa_thread_position.x;
            if (j < N) {
              a[i * N + j] = src[j * N + i] + i;
            }
          }
        }
      }
    }
  }
}
