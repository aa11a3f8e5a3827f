// 3-D grids built from tiles on several axes: nested @tile(.., @outer(k), @inner(k)) pairs
// whose block loops are hoisted above the element loops (spec 4.5); a 3-D @outer grid with a
// @tile(.., @outer(1), @outer(0)) and a 3-D @inner nest with a @tile(.., @inner(1), @inner(0))
// around a @shared volume read transposed by a second nest; a decreasing stepped
// @tile(.., @inner, @inner) in the body of a tile-produced @inner loop; a tile whose block
// loop is @outer(2) in the body of a tile's @outer(0) element loop.
__kernel __attribute__((reqd_work_group_size(4, 3, 2))) void _occa_tiles3dNested_0(const int nz, const int ny, const int nx, __global const int *in, __global int *out, __global int *vol, __global int *sums) {
  {
    int _occa_tiled_z = 0 + (2 * get_group_id(2));
    {
      int _occa_tiled_y = ny - 1 - (3 * get_group_id(1));
      {
        int _occa_tiled_x = 0 + (4 * 2 * get_group_id(0));
        {
          int z = _occa_tiled_z + get_local_id(2);
          if (z < nz) {
            {
              int y = _occa_tiled_y - get_local_id(1);
              if (y >= 0) {
                {
                  int x = _occa_tiled_x + (2 * get_local_id(0));
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

__kernel __attribute__((reqd_work_group_size(4, 3, 2))) void _occa_tiles3dNested_1(const int nz, const int ny, const int nx, __global const int *in, __global int *out, __global int *vol, __global int *sums) {
  __local int s[2][3][4];
  {
    int g = 0 + get_group_id(2);
    {
      int _occa_tiled_h = 0 + (2 * get_group_id(1));
      {
        int h = _occa_tiled_h + get_group_id(0);
        if (h < 3) {
          int mine;
          {
            int a = 0 + get_local_id(2);
            {
              int _occa_tiled_b = 11 - (4 * 1 * get_local_id(1));
              {
                int b = _occa_tiled_b - (1 * get_local_id(0));
                if (b >= 0) {
                  mine = (g * 3 + h) * 100 + a * 12 + b;
                  s[a][b / 4][b % 4] = mine;
                }
              }
            }
          }
          barrier(CLK_LOCAL_MEM_FENCE);
          {
            int a = 0 + get_local_id(2);
            {
              int _occa_tiled_b = 11 - (4 * 1 * get_local_id(1));
              {
                int b = _occa_tiled_b - (1 * get_local_id(0));
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

__kernel void _occa_tiles3dNested_2(const int nz, const int ny, const int nx, __global const int *in, __global int *out, __global int *vol, __global int *sums) {
  {
    int _occa_tiled_r = 0 + (4 * get_group_id(0));
    {
      int r = _occa_tiled_r + get_local_id(2);
      if (r < nz * ny) {
        {
          int _occa_tiled_q = nx - 1 - (6 * 3 * get_local_id(1));
          {
            int q = _occa_tiled_q - (3 * get_local_id(0));
            if (q >= 0) {
              atomic_add(&sums[r], (in[r * nx + q] * (q + 1)));
            }
          }
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(5, 1, 1))) void _occa_tiles3dNested_3(const int nz, const int ny, const int nx, __global const int *in, __global int *out, __global int *vol, __global int *sums) {
  {
    int _occa_tiled_b = 0 + (2 * get_group_id(1));
    {
      int b = _occa_tiled_b + get_group_id(0);
      {
        int _occa_tiled_e = 0 + (5 * get_group_id(2));
        if (b < nz) {
          {
            int e = _occa_tiled_e + get_local_id(0);
            if (e < ny * nx) {
              atomic_add(&sums[nz * ny + b], (in[b * ny * nx + e]));
            }
          }
        }
      }
    }
  }
}
