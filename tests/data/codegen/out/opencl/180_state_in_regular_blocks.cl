// `@exclusive` and `@shared` declared inside a regular loop and inside an `if` block between
// `@outer` and `@inner` (fresh per iteration of the regular loop), an `@exclusive` initialised
// from the regular loop's iterator (every work-item's copy starts from it), and an
// `@exclusive` declared before the regular loop that accumulates over its iterations.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_stateInBlocks_0(const int nb, __global const int *x, __global int *y) {
  __local int s[4];
  {
    int b = 0 + get_group_id(0);
    int total = 0;
    for (int r = 0; r < 3; ++r) {
      int cnt = r * 10;
      {
        int t = 0 + get_local_id(0);
        cnt += x[b * 4 + t];
        s[t] = cnt;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int t = 0 + get_local_id(0);
        total += s[4 - 1 - t] + cnt;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (b % 2 == 0) {
      int flag = 7;
      {
        int t = 0 + get_local_id(0);
        total += flag * t;
      }
    }
    {
      int t = 0 + get_local_id(0);
      y[b * 4 + t] = total;
    }
  }
}
