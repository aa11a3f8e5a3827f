// @inner bodies that are a single `if (t < g)` whose bound g mentions the iterator itself: the
// condition is not monotone in t, so it must be evaluated for every iteration.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_guardUsesIterator_0(const int nB, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    const int lim = x[b] % 7 + 4;
    {
      int t = 0 + get_local_id(0);
      if (t < 2 * t - lim) {
        y[b * 16 + t] += 1;
      }
    }
    {
      int t = 0 + get_local_id(0);
      if (t < (lim - t) * (lim - t) - 3) {
        y[b * 16 + t] += 10;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_guardUsesIterator_1(const int nB, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    const int lim = x[b] % 7 + 4;
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        if (tx < ty * tx - 1 + lim % 2) {
          y[b * 16 + ty * 4 + tx] += 100;
        }
      }
    }
  }
}
