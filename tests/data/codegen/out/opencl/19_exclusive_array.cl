// @exclusive array + scalar across four 2-D inner nests.
__kernel __attribute__((reqd_work_group_size(8, 4, 1))) void _occa_exclusiveArray_0(const int nBlocks, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int acc[4];
    int base;
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        base = b * 32 + ty * 8 + tx;
        for (int k = 0; k < 4; ++k) {
          acc[k] = x[base] * (k + 1);
        }
      }
    }
    for (int r = 0; r < 3; ++r) {
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          acc[r] += acc[r + 1] + tx;
        }
      }
    }
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        y[base] = acc[0] + 10 * acc[1] + 100 * acc[2] + 1000 * acc[3];
      }
    }
  }
}
