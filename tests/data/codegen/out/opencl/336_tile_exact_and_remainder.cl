// `@tile` as block-partitioned kernels use it: `check=false` only where the range is an exact
// multiple of the tile (increasing, decreasing with the iterator on the right, stepping by a
// macro), `check=true` where a remainder is left (inclusive bound, decreasing with a step
// crossing zero). Each loop writes its own output so a lost or repeated element shows.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileExactAndRemainder_0(const int n, const int m, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int _occa_tiled_i = 0 + (4 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      a[i] = 3 * i + 1;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileExactAndRemainder_1(const int n, const int m, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int _occa_tiled_i = 2 + (4 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i <= m) {
        b[i] += i * i;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileExactAndRemainder_2(const int n, const int m, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int _occa_tiled_i = m - (4 * 2 * get_group_id(0));
    {
      int i = _occa_tiled_i - (2 * get_local_id(0));
      if (i > -4) {
        c[i + 4] += i - 100;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_tileExactAndRemainder_3(const int n, const int m, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int _occa_tiled_i = 23 - (2 * 4 * get_group_id(0));
    {
      int i = _occa_tiled_i - get_local_id(0);
      d[i] += 2 * i - 7;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileExactAndRemainder_4(const int n, const int m, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int _occa_tiled_i = 1 + (4 * 2 * get_group_id(0));
    {
      int i = _occa_tiled_i + (2 * get_local_id(0));
      e[(i - 1) / 2] += i * 5;
    }
  }
}
