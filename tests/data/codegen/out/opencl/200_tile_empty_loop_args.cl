// `@tile` with an empty loop-attribute argument (spec 3.3: either may be omitted, giving a plain
// loop; legacy OCCA accepts the empty argument). `@tile(4, , @inner)`: a plain block loop
// around an @inner element loop, so one work-group runs the @inner loop once per tile and each
// work-item (i - tile start) sums a strided slice into an @exclusive accumulator (the
// libParanumal strided-reduction shape). `@tile(2, @outer, )`: an @outer block loop whose plain
// element loop (with its bounds check) runs the @inner loops of two rows in turn, through a
// @shared row. The normalised spelling `[[okl_tile("(3, , @inner, check=false)")]]` too.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileEmptyArgs_0(const int rows, const int cols, __global const int *x, __global int *lane, __global int *rev, __global int *mark) {
  {
    int r = 0 + get_group_id(0);
    int acc;
    int seen;
    {
      int t = 0 + get_local_id(0);
      acc = 0;
      seen = 0;
    }
    for (int _occa_tiled_c = 0; _occa_tiled_c < cols; _occa_tiled_c += 4) {
      {
        int c = _occa_tiled_c + get_local_id(0);
        if (c < cols) {
          acc += x[r * cols + c];
          ++seen;
        }
      }
    }
    {
      int t = 0 + get_local_id(0);
      lane[r * 4 + t] = acc * 100 + seen;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_tileEmptyArgs_1(const int rows, const int cols, __global const int *x, __global int *lane, __global int *rev, __global int *mark) {
  __local int row[16];
  {
    int _occa_tiled_r = 0 + (2 * get_group_id(0));
    for (int r = _occa_tiled_r; r < _occa_tiled_r + 2; ++r) {
      if (r < rows) {
        {
          int c = 0 + get_local_id(0);
          row[c] = c < cols ? x[r * cols + c] : 0;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int c = 0 + get_local_id(0);
          if (c < cols) {
            rev[r * cols + c] = row[cols - 1 - c] - r;
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_tileEmptyArgs_2(const int rows, const int cols, __global const int *x, __global int *lane, __global int *rev, __global int *mark) {
  {
    int r = 0 + get_group_id(0);
    for (int _occa_tiled_c = 0; _occa_tiled_c < 12; _occa_tiled_c += 3) {
      {
        int c = _occa_tiled_c + get_local_id(0);
        mark[r * 12 + c] += c * (r + 1);
      }
    }
  }
}
