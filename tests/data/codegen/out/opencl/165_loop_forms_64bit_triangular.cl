// Loop headers as HPC code writes them: iterator on the right with `>=` and a macro stride,
// `-=` with a macro stride down to 0 inclusive, an `unsigned` iterator counting down to (but
// not including) 0 written `0u < o`, `long long` iterators starting beyond 2^31, and a
// triangular `@inner` loop whose start depends on the `@outer` iterator.
__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_loopForms_0(const int n, const long base, __global int *a, __global int *b, __global long *d, __global int *c) {
  {
    int o = 1 + (3 * get_group_id(0));
    {
      int t = 4 - (2 * get_local_id(0));
      a[(o - 1) / 3 * 3 + (4 - t) / 2] = o * 10 + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_loopForms_1(const int n, const long base, __global int *a, __global int *b, __global long *d, __global int *c) {
  {
    unsigned int o = n - get_group_id(0);
    {
      unsigned int t = 3 - (1 * get_local_id(0));
      b[(o - 1) * 3 + (t - 1)] = (int)(o * 100 + t);
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_loopForms_2(const int n, const long base, __global int *a, __global int *b, __global long *d, __global int *c) {
  {
    long o = base + (long) get_group_id(0);
    {
      long t = -2 + (long) get_local_id(0);
      d[(o - base) * 4 + (t + 2)] = o * 4 + t;
    }
  }
}

__kernel void _occa_loopForms_3(const int n, const long base, __global int *a, __global int *b, __global long *d, __global int *c) {
  {
    int r = 0 + get_group_id(0);
    {
      int k = r + get_local_id(0);
      if (k < 5) {
        c[r * 5 + k] = r + k * k;
      }
    }
  }
}
