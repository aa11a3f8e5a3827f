// Declarations placed between `@inner` loops rather than before the first one: an
// `@exclusive` scalar and a `@shared` array declared after the first `@inner` loop, an
// `@exclusive` array declared after the second, each used only by later loops, and a plain
// per-work-group `const` local between them that feeds an `@inner` bound guard.
__kernel __attribute__((reqd_work_group_size(6, 1, 1))) void _occa_exclusiveAfterFirstInner_0(const int nb, __global const int *x, __global int *y) {
  __local int s[6];
  {
    int b = 0 + get_group_id(0);
    int first;
    {
      int t = 0 + get_local_id(0);
      first = x[b * 6 + t];
    }
    int second;
    const int limit = b % 3 + 3;
    {
      int t = 0 + get_local_id(0);
      second = first * 2;
      s[t] = first;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int hist[2];
    {
      int t = 0 + get_local_id(0);
      hist[0] = s[6 - 1 - t];
      hist[1] = t < limit ? second : -second;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      y[b * 6 + t] = hist[0] * 1000 + hist[1] + first;
    }
  }
}
