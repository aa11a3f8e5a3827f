// Classic tiled transpose with explicit axes on both tile levels: `@tile(TS, @outer(1),
// @inner(1))` around `@tile(TS, @outer(0), @inner(0))`, a padded `@shared` tile, and a
// second pass over the same matrix with `check = false` tiles whose iterators step by 2
// (`i += 2`, the range a multiple of the tile span) and count down (`j -= 2`, `>=`).
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_tileTranspose_0(const int rows, const int cols, __global const float *in, __global float *out, __global int *marks) {
  {
    int _occa_tiled_r = 0 + (4 * get_group_id(1));
    {
      int _occa_tiled_c = 0 + (4 * get_group_id(0));
      {
        int r = _occa_tiled_r + get_local_id(1);
        if (r < rows) {
          {
            int c = _occa_tiled_c + get_local_id(0);
            if (c < cols) {
              out[c * rows + r] = in[r * cols + c];
            }
          }
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_tileTranspose_1(const int rows, const int cols, __global const float *in, __global float *out, __global int *marks) {
  __local float tile[4][5];
  {
    int by = 0 + get_group_id(1);
    {
      int bx = 0 + get_group_id(0);
      {
        int y = 0 + get_local_id(1);
        {
          int x = 0 + get_local_id(0);
          const int r = by * 4 + y;
          const int c = bx * 4 + x;
          if (r < rows && c < cols) {
            tile[y][x] = in[r * cols + c];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int y = 0 + get_local_id(1);
        {
          int x = 0 + get_local_id(0);
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

__kernel __attribute__((reqd_work_group_size(4, 8, 1))) void _occa_tileTranspose_2(const int rows, const int cols, __global const float *in, __global float *out, __global int *marks) {
  {
    int _occa_tiled_i = 0 + (8 * 2 * get_group_id(1));
    {
      int _occa_tiled_j = 15 - (4 * 2 * get_group_id(0));
      {
        int i = _occa_tiled_i + (2 * get_local_id(1));
        {
          int j = _occa_tiled_j - (2 * get_local_id(0));
          marks[i * 16 + j] += 1 + i + 100 * j;
        }
      }
    }
  }
}
