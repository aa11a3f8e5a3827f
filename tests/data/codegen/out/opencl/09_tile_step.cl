// Tiled loops with non-unit steps, increasing and decreasing; the tile size comes from -DTILE.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_tileStep_0(const int N, __global int *a, __global int *b) {
  {
    int _occa_tiled_i = 0 + (8 * 2 * get_group_id(0));
    {
      int i = _occa_tiled_i + (2 * get_local_id(0));
      if (i < N) {
        a[i] += i + 1;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileStep_1(const int N, __global int *a, __global int *b) {
  {
    int _occa_tiled_i = N - 1 - (4 * 3 * get_group_id(0));
    {
      int i = _occa_tiled_i - (3 * get_local_id(0));
      if (i >= 0) {
        b[i] += 2 * i;
      }
    }
  }
}
