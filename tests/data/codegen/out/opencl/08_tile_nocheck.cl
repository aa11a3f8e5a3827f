// @tile without bounds check; inclusive bound and iterator on the right.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_tileNoCheck_0(const int N, __global int *y, __global int *z) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      y[i] = 2 * i + 1;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_tileNoCheck_1(const int N, __global int *y, __global int *z) {
  {
    int _occa_tiled_i = 0 + (16 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      z[i] = y[i] - i;
    }
  }
}
