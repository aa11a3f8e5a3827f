// Decreasing and stepped @tile loops without bounds check, iterator on either side.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileDecStepNoCheck_0(const int N, __global int *a, __global int *b, __global int *c) {
  {
    int _occa_tiled_i = N - 1 - (4 * 3 * get_group_id(0));
    {
      int i = _occa_tiled_i - (3 * get_local_id(0));
      a[i] += 10 * i + 1;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileDecStepNoCheck_1(const int N, __global int *a, __global int *b, __global int *c) {
  {
    int _occa_tiled_i = N - 1 - (4 * 2 * get_group_id(0));
    {
      int i = _occa_tiled_i - (2 * get_local_id(0));
      b[i] += i * i;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_tileDecStepNoCheck_2(const int N, __global int *a, __global int *b, __global int *c) {
  {
    int _occa_tiled_i = 3 + (2 * 2 * get_group_id(0));
    {
      int i = _occa_tiled_i + (2 * get_local_id(0));
      c[i] = c[i - 1] + i;
    }
  }
}
