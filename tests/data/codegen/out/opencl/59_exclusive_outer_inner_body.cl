// @exclusive variables used in the body of a non-innermost @inner loop, before and after the
// innermost @inner loop, and across a regular loop placed between two @inner levels.
__kernel __attribute__((reqd_work_group_size(4, 3, 1))) void _occa_exclusiveMidLevel_0(const int nB, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int e;
    int f;
    {
      int ty = 0 + get_local_id(1);
      e = x[b * 3 + ty];
      {
        int tx = 0 + get_local_id(0);
        f = e * 10 + tx;
      }
      e += 1;
    }
    {
      int ty = 0 + get_local_id(1);
      for (int k = 0; k < 2; ++k) {
        {
          int tx = 0 + get_local_id(0);
          f += e;
          if (k == 1) {
            y[(b * 3 + ty) * 4 + tx] = f;
          }
        }
      }
    }
  }
}
