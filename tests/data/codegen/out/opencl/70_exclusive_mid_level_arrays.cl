// @exclusive scalar and array used in the body of the outer @inner level between and after two
// innermost @inner loops: a regular loop filling the array, an update reading a value each
// work-item computed in the first innermost loop, and an @atomic count run once per work-item.
__kernel __attribute__((reqd_work_group_size(3, 2, 1))) void _occa_exclusiveMidArrays_0(const int nB, __global const int *x, __global int *y, __global int *cnt) {
  {
    int b = 0 + get_group_id(0);
    int acc[2];
    int s;
    {
      int ty = 0 + get_local_id(1);
      for (int k = 0; k < 2; ++k) {
        acc[k] = x[b * 2 + ty] + k;
      }
      {
        int tx = 0 + get_local_id(0);
        acc[0] += tx;
        s = acc[0] * acc[1];
      }
      acc[1] += s;
      {
        int tx = 0 + get_local_id(0);
        y[(b * 2 + ty) * 3 + tx] = acc[1];
      }
      atomic_add(&cnt[b], (s));
    }
  }
}
