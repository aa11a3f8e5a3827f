#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@tile(n, @outer, @inner)` nested inside another @outer loop, directly and through a regular
// loop and an `if`, with a second @inner level below the tile's element loop.
kernel void _occa_tileInOuter_0(constant int &NB [[buffer(0)]], constant int &M [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], device int *z [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.y;
    {
      int _occa_tiled_i = 0 + (4 * _occa_group_position.x);
      {
        int i = _occa_tiled_i + _occa_thread_position.y;
        if (i < M) {
          {
            int j = 0 + _occa_thread_position.x;
            y[(b * M + i) * 3 + j] = x[b * M + i] * (j + 1) + b;
          }
        }
      }
    }
  }
}

kernel void _occa_tileInOuter_1(constant int &NB [[buffer(0)]], constant int &M [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], device int *z [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 1 + _occa_group_position.y;
    {
      int _occa_tiled_i = M - 1 - (3 * _occa_group_position.x);
      if (M > 0) {
        {
          int i = _occa_tiled_i - _occa_thread_position.y;
          if (i >= 0) {
            {
              int j = 2 - (1 * _occa_thread_position.x);
              z[((b - 1) * M + i) * 3 + j] = y[((b - 1) * M + (M - 1 - i)) * 3 + j] - i;
            }
          }
        }
      }
    }
  }
}
