// The innermost loop below the statement that sets `e` has 3 iterations, but another nest has 5:
// the work-group has 5 work-items along x and all of them run that statement, so the second nest
// reads a set copy for tx = 3 and 4 too.
__kernel __attribute__((reqd_work_group_size(5, 2, 1))) void _occa_exclusiveMidUneven_0(const int nB, __global const int *x, __global int *y, __global int *z) {
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int ty = 0 + get_local_id(1);
      e = x[b * 2 + ty];
      {
        int tx = 0 + get_local_id(0);
        if (tx < 3) {
          z[(b * 2 + ty) * 3 + tx] = e + tx;
        }
      }
    }
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        y[(b * 2 + ty) * 5 + tx] = e * 10 + tx;
      }
    }
  }
}
