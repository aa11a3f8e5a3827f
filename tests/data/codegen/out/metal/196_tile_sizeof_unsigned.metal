#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A tile size of unsigned type (`sizeof(int)`, a `size_t`) over a loop that starts below zero:
// the host tile loop compares the `int` iterator with `_occa_tiled_t + sizeof(int)` (unsigned),
// which g++ reports (-Wsign-compare) and which is false for the tile that straddles zero
// (-2 + 4ul wraps to 2, and (size_t)-2 is not below it), so that tile's elements are skipped.
kernel void _occa_tileSizeof_0(constant int &nb [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int _occa_tiled_t = -2 + ((int)sizeof(int) * _occa_thread_position.y);
      {
        int t = _occa_tiled_t + _occa_thread_position.x;
        if (t < 14) {
          out[b * 16 + t + 2] = 10 * b + t;
        }
      }
    }
  }
}
