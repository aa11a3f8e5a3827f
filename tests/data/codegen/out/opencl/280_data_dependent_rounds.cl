// A regular loop in the `@outer` body whose condition reads global memory written by the
// group's last `@inner` loop (a data-dependent number of barrier-separated rounds), an
// `@exclusive` state carried from round to round, an `@inner @nobarrier` loop, an explicit
// `@barrier`, a `@shared` vote; then a second top-level `@outer` nest that reads what *other*
// groups of the first nest wrote (the nests must run one after the other).
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_dataDependentRounds_0(const int nB, __global const int *start, __global int *flag, __global int *iters, __global int *out) {
  __local int left[8];
  {
    int b = 0 + get_group_id(0);
    int mine;
    int steps;
    {
      int t = 0 + get_local_id(0);
      mine = start[b * 8 + t];
      steps = 0;
      if (t == 0) {
        flag[b] = 1;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int it = 0; flag[b] > 0; ++it) {
      {
        int t = 0 + get_local_id(0);
        if (mine > 0) {
          mine = mine / 2;
          ++steps;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int t = 0 + get_local_id(0);
        left[t] = mine;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int t = 0 + get_local_id(0);
        if (t == 0) {
          int any = 0;
          for (int k = 0; k < 8; ++k) {
            any += left[k] > 0;
          }
          iters[b] = it + 1;
          flag[b] = any;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      out[b * 8 + t] = steps * 100 + mine;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_dataDependentRounds_1(const int nB, __global const int *start, __global int *flag, __global int *iters, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[b * 8 + t] += 1000 * iters[(b + 1) % nB];
    }
  }
}
