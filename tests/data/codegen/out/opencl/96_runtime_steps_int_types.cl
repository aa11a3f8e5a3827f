typedef uint uint32_t;

// Loop bounds and steps of several integer types with steps known only at run time:
// `long long` @outer with `+= step`, @inner loops with `+= s` / `-= s` (runtime) and `<=` /
// `>=` conditions with the iterator on either side, `size_t` and `uint32_t` iterators, and an
// `@exclusive` value carried between two such @inner loops (its host storage index is the
// work-item's iteration number, `(i - start) / step`).
__kernel void _occa_runtimeStepsIntTypes_0(const long n, const int step, const int s, __global int *y) {
  {
    long b = 0 + (step * (long) get_group_id(0));
    long mine;
    {
      int i = 1 + (s * get_local_id(0));
      mine = b * 1000 + i;
    }
    {
      int i = 1 + 7 * s - (s * get_local_id(0));
      const long k = (i - 1) / s;
      y[b / step * 8 + k] = (int)(mine % 100000);
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_runtimeStepsIntTypes_1(const long n, const int step, const int s, __global int *y) {
  {
    size_t c = 0 + get_group_id(0);
    {
      uint32_t t = 8 - (2 * get_local_id(0));
      y[c * 8 + t - 1] += 7;
    }
  }
}
