
// Induction variables of unsigned and 64-bit types as mesh codes use them for global ids:
// an `unsigned int` `@outer` counting down by 2 to a `>= 1u` bound (it stops at 0, never
// wraps), an `unsigned short` `@inner`, a `long long` `@outer` around 5e9 stepping down by a
// run-time `long long` step, an `unsigned long long` `@outer` stepping by 2^33, a `size_t`
// `@inner` counting down to 1, and unsigned wrap-around in the stored values.
__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_unsignedLongLongIterators_0(const unsigned int n, const long big, const long st, __global unsigned int *a, __global long *b, __global unsigned long *c) {
  {
    unsigned int u = n - (2u * get_group_id(0));
    {
      unsigned short t = 0 + get_local_id(0);
      a[(n - u) / 2u * 3u + t] = u * 1000u + (t - 5u);
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_unsignedLongLongIterators_1(const unsigned int n, const long big, const long st, __global unsigned int *a, __global long *b, __global unsigned long *c) {
  {
    long q = big - (st * (long) get_group_id(0));
    {
      long t = -1 + (long) get_local_id(0);
      b[(big - q) / st * 3 + t + 1] = q + t * big;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_unsignedLongLongIterators_2(const unsigned int n, const long big, const long st, __global unsigned int *a, __global long *b, __global unsigned long *c) {
  {
    unsigned long w = (1ul << 33) + ((1ul << 33) * get_group_id(0));
    {
      size_t t = 4 - get_local_id(0);
      c[((w >> 33) - 1) * 4 + (t - 1)] = (w ^ t) - 7u;
    }
  }
}
