// @exclusive with an initializer.
__kernel __attribute__((reqd_work_group_size(12, 1, 1))) void _occa_exclusiveInit_0(const int nBlocks, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int c = 5;
    {
      int t = 0 + get_local_id(0);
      c += x[b * 12 + t];
    }
    {
      int t = 0 + get_local_id(0);
      c *= 2;
    }
    {
      int t = 0 + get_local_id(0);
      y[b * 12 + t] = c - t;
    }
  }
}
