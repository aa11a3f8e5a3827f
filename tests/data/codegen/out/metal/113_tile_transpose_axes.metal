#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Classic tiled transpose with explicit axes on both tile levels: `@tile(TS, @outer(1),
// @inner(1))` around `@tile(TS, @outer(0), @inner(0))`, a padded `@shared` tile, and a
// second pass over the same matrix with `check = false` tiles whose iterators step by 2
// (`i += 2`, the range a multiple of the tile span) and count down (`j -= 2`, `>=`).
kernel void _occa_tileTranspose_0(constant int &rows [[buffer(0)]], constant int &cols [[buffer(1)]], device const float *in [[buffer(2)]], device float *out [[buffer(3)]], device int *marks [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_r = 0 + (4 * _occa_group_position.y);
    {
      int _occa_tiled_c = 0 + (4 * _occa_group_position.x);
      {
        int r = _occa_tiled_r + _occa_thread_position.y;
        if (r < rows) {
          {
            int c = _occa_tiled_c + _occa_thread_position.x;
            if (c < cols) {
              out[c * rows + r] = in[r * cols + c];
            }
          }
        }
      }
    }
  }
}

kernel void _occa_tileTranspose_1(constant int &rows [[buffer(0)]], constant int &cols [[buffer(1)]], device const float *in [[buffer(2)]], device float *out [[buffer(3)]], device int *marks [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float tile[4][4 + 1];
  {
    int by = 0 + _occa_group_position.y;
    {
      int bx = 0 + _occa_group_position.x;
      {
        int y = 0 + _occa_thread_position.y;
        {
          int x = 0 + _occa_thread_position.x;
          const int r = by * 4 + y;
          const int c = bx * 4 + x;
          if (r < rows && c < cols) {
            tile[y][x] = in[r * cols + c];
          }
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int y = 0 + _occa_thread_position.y;
        {
          int x = 0 + _occa_thread_position.x;
          const int r = by * 4 + x;
          const int c = bx * 4 + y;
          if (r < rows && c < cols) {
            out[c * rows + r] += tile[x][y];
          }
        }
      }
    }
  }
}

kernel void _occa_tileTranspose_2(constant int &rows [[buffer(0)]], constant int &cols [[buffer(1)]], device const float *in [[buffer(2)]], device float *out [[buffer(3)]], device int *marks [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (8 * 2 * _occa_group_position.y);
    {
      int _occa_tiled_j = 15 - (4 * 2 * _occa_group_position.x);
      {
        int i = _occa_tiled_i + (2 * _occa_thread_position.y);
        {
          int j = _occa_tiled_j - (2 * _occa_thread_position.x);
          marks[i * 16 + j] += 1 + i + 100 * j;
        }
      }
    }
  }
}
