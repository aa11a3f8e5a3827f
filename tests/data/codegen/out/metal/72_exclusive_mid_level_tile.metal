#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// An @exclusive used in the body of a @tile(4, @inner, @inner) element loop (inside the tile's
// bounds check, 7 is not a multiple of 4), around the innermost @inner loops below it.
kernel void _occa_exclusiveMidTile_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int e;
    {
      int _occa_tiled_j = 0 + (4 * _occa_thread_position.z);
      {
        int j = _occa_tiled_j + _occa_thread_position.y;
        if (j < 7) {
          e = x[b * 7 + j];
          {
            int i = 0 + _occa_thread_position.x;
            y[((b * 7 + j) * 3 + i) * 2] = e * 10 + i;
            e += i;
          }
          e *= 2;
          {
            int i = 0 + _occa_thread_position.x;
            y[((b * 7 + j) * 3 + i) * 2 + 1] = e;
          }
        }
      }
    }
  }
}
