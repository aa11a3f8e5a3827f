// Three @inner levels: an @exclusive written in the body of the outermost one (once per (ty, tx)),
// and in the middle one inside an if/else and a regular loop that hold innermost @inner loops.
__kernel __attribute__((reqd_work_group_size(4, 3, 2))) void _occa_exclusiveMidThreeLevels_0(const int nB, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int tz = 0 + get_local_id(2);
      e = x[b] + 100 * tz;
      {
        int ty = 0 + get_local_id(1);
        if (ty > 0) {
          e += 10 * ty;
          {
            int tx = 0 + get_local_id(0);
            e += tx;
          }
        } else {
          {
            int tx = 0 + get_local_id(0);
            e -= tx;
          }
        }
        for (int r = 0; r < 2; ++r) {
          e *= 2;
          {
            int tx = 0 + get_local_id(0);
            e += 1;
          }
        }
        {
          int tx = 0 + get_local_id(0);
          y[((b * 2 + tz) * 3 + ty) * 4 + tx] = e;
        }
      }
    }
  }
}
