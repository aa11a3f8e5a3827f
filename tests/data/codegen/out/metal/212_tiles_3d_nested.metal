#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// 3-D grids built from tiles on several axes: nested @tile(.., @outer(k), @inner(k)) pairs
// whose block loops are hoisted above the element loops (spec 4.5); a 3-D @outer grid with a
// @tile(.., @outer(1), @outer(0)) and a 3-D @inner nest with a @tile(.., @inner(1), @inner(0))
// around a @shared volume read transposed by a second nest; a decreasing stepped
// @tile(.., @inner, @inner) in the body of a tile-produced @inner loop; a tile whose block
// loop is @outer(2) in the body of a tile's @outer(0) element loop.
kernel void _occa_tiles3dNested_0(constant int &nz [[buffer(0)]], constant int &ny [[buffer(1)]], constant int &nx [[buffer(2)]], device const int *in [[buffer(3)]], device int *out [[buffer(4)]], device int *vol [[buffer(5)]], device int *sums [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_z = 0 + (2 * _occa_group_position.z);
    {
      int _occa_tiled_y = ny - 1 - (3 * _occa_group_position.y);
      {
        int _occa_tiled_x = 0 + (4 * 2 * _occa_group_position.x);
        {
          int z = _occa_tiled_z + _occa_thread_position.z;
          if (z < nz) {
            {
              int y = _occa_tiled_y - _occa_thread_position.y;
              if (y >= 0) {
                {
                  int x = _occa_tiled_x + (2 * _occa_thread_position.x);
                  if (x < nx) {
                    out[(z * ny + y) * nx + x] = in[(z * ny + y) * nx + x] * 10 + (z + 2 * y + 3 * x) % 7;
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

kernel void _occa_tiles3dNested_1(constant int &nz [[buffer(0)]], constant int &ny [[buffer(1)]], constant int &nx [[buffer(2)]], device const int *in [[buffer(3)]], device int *out [[buffer(4)]], device int *vol [[buffer(5)]], device int *sums [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[2][3][4];
  {
    int g = 0 + _occa_group_position.z;
    {
      int _occa_tiled_h = 0 + (2 * _occa_group_position.y);
      {
        int h = _occa_tiled_h + _occa_group_position.x;
        if (h < 3) {
          int mine;
          {
            int a = 0 + _occa_thread_position.z;
            {
              int _occa_tiled_b = 11 - (4 * 1 * _occa_thread_position.y);
              {
                int b = _occa_tiled_b - (1 * _occa_thread_position.x);
                if (b >= 0) {
                  mine = (g * 3 + h) * 100 + a * 12 + b;
                  s[a][b / 4][b % 4] = mine;
                }
              }
            }
          }
          threadgroup_barrier(mem_flags::mem_threadgroup);
          {
            int a = 0 + _occa_thread_position.z;
            {
              int _occa_tiled_b = 11 - (4 * 1 * _occa_thread_position.y);
              {
                int b = _occa_tiled_b - (1 * _occa_thread_position.x);
                if (b >= 0) {
                  const int t = 11 - b;
                  vol[((g * 3 + h) * 2 + a) * 12 + b] = mine * 1000 + s[1 - a][t / 4][t % 4] % 100;
                }
              }
            }
          }
        }
      }
    }
  }
}

kernel void _occa_tiles3dNested_2(constant int &nz [[buffer(0)]], constant int &ny [[buffer(1)]], constant int &nx [[buffer(2)]], device const int *in [[buffer(3)]], device int *out [[buffer(4)]], device int *vol [[buffer(5)]], device int *sums [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_r = 0 + (4 * _occa_group_position.x);
    {
      int r = _occa_tiled_r + _occa_thread_position.z;
      if (r < nz * ny) {
        {
          int _occa_tiled_q = nx - 1 - (6 * 3 * _occa_thread_position.y);
          {
            int q = _occa_tiled_q - (3 * _occa_thread_position.x);
            if (q >= 0) {
              atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&sums[r]), (int) (in[r * nx + q] * (q + 1)), memory_order_relaxed);
            }
          }
        }
      }
    }
  }
}

kernel void _occa_tiles3dNested_3(constant int &nz [[buffer(0)]], constant int &ny [[buffer(1)]], constant int &nx [[buffer(2)]], device const int *in [[buffer(3)]], device int *out [[buffer(4)]], device int *vol [[buffer(5)]], device int *sums [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_b = 0 + (2 * _occa_group_position.y);
    {
      int b = _occa_tiled_b + _occa_group_position.x;
      {
        int _occa_tiled_e = 0 + (5 * _occa_group_position.z);
        if (b < nz) {
          {
            int e = _occa_tiled_e + _occa_thread_position.x;
            if (e < ny * nx) {
              atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&sums[nz * ny + b]), (int) (in[b * ny * nx + e]), memory_order_relaxed);
            }
          }
        }
      }
    }
  }
}
