// Several top-level @outer nests with negative and non-zero starts, a 2-D @outer nest with a
// decreasing stepped axis, @inner loops with negative starts, and @shared/@exclusive data.
__kernel __attribute__((reqd_work_group_size(6, 1, 1))) void _occa_outerNegativeStarts_0(const int lo, const int hi, __global const int *x, __global int *y, __global int *z, __global int *w) {
  __local int s[6];
  {
    int b = lo + get_group_id(0);
    int e;
    {
      int t = -3 + get_local_id(0);
      e = x[(b - lo) * 6 + t + 3] + b;
      s[t + 3] = e;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = -3 + get_local_id(0);
      y[(b - lo) * 6 + t + 3] = e * 10 + s[2 - t];
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_outerNegativeStarts_1(const int lo, const int hi, __global const int *x, __global int *y, __global int *z, __global int *w) {
  {
    int by = hi - (2 * get_group_id(1));
    {
      int bx = -2 + get_group_id(0);
      {
        int t = 0 + get_local_id(0);
        z[((hi - by) / 2 * 4 + bx + 2) * 3 + t] = by * 100 + bx * 10 + t;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outerNegativeStarts_2(const int lo, const int hi, __global const int *x, __global int *y, __global int *z, __global int *w) {
  {
    int b = -1 - get_group_id(0);
    {
      int t = -1 - (1 * get_local_id(0));
      w[(-1 - b) * 4 + (-1 - t)] = b * t;
    }
  }
}
