#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Several `@outer` dimensions: a tile whose block and element loops are both `@outer`
// around a tile whose loops are both `@inner`; explicit `@outer(1)` / `@outer(0)` with a
// tile split into `@outer(0)` and `@inner(1)` around two `@inner(0)` loops, with `@shared` and
// `@exclusive` data declared between `@outer(1)` and the tile's `@outer(0)` block loop.
kernel void _occa_outerAxesTiles_0(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (4 * _occa_group_position.y);
    {
      int i = _occa_tiled_i + _occa_group_position.x;
      if (i < n) {
        {
          int _occa_tiled_j = 0 + (3 * _occa_thread_position.y);
          {
            int j = _occa_tiled_j + _occa_thread_position.x;
            if (j < m) {
              out[i * m + j] += i * 100 + j;
            }
          }
        }
      }
    }
  }
}

kernel void _occa_outerAxesTiles_1(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[2][2];
  {
    int y = 0 + _occa_group_position.y;
    int e;
    {
      int _occa_tiled_x = 0 + (2 * 2 * _occa_group_position.x);
      {
        int x = _occa_tiled_x + (2 * _occa_thread_position.y);
        if (x < m) {
          {
            int t = 0 + _occa_thread_position.x;
            e = x + t < m ? 1 : 0;
            s[x / 2 % 2][t] = 10 * y + t;
          }
          {
            int t = 0 + _occa_thread_position.x;
            if (e) {
              out[y * m + x + t] += 1000 * s[x / 2 % 2][t];
            }
          }
        }
      }
    }
  }
}
