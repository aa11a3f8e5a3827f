// `@tile(n, @outer, @inner)` nested inside another @outer loop, directly and through a regular
// loop and an `if`, with a second @inner level below the tile's element loop.
__kernel __attribute__((reqd_work_group_size(3, 4, 1))) void _occa_tileInOuter_0(const int NB, const int M, __global const int *x, __global int *y, __global int *z) {
  {
    int b = 0 + get_group_id(1);
    {
      int _occa_tiled_i = 0 + (4 * get_group_id(0));
      {
        int i = _occa_tiled_i + get_local_id(1);
        if (i < M) {
          {
            int j = 0 + get_local_id(0);
            y[(b * M + i) * 3 + j] = x[b * M + i] * (j + 1) + b;
          }
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 3, 1))) void _occa_tileInOuter_1(const int NB, const int M, __global const int *x, __global int *y, __global int *z) {
  {
    int b = 1 + get_group_id(1);
    {
      int _occa_tiled_i = M - 1 - (3 * get_group_id(0));
      if (M > 0) {
        {
          int i = _occa_tiled_i - get_local_id(1);
          if (i >= 0) {
            {
              int j = 2 - (1 * get_local_id(0));
              z[((b - 1) * M + i) * 3 + j] = y[((b - 1) * M + (M - 1 - i)) * 3 + j] - i;
            }
          }
        }
      }
    }
  }
}
