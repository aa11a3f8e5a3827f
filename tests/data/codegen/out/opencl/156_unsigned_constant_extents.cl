// Unsigned arithmetic in `@shared`/`@exclusive` extents and `@inner` bounds wraps as in C++:
// `0u - 1` is 4294967295 (so `(0u - 1) / 0x20000000u` is 7), `(0u - 2) % 16u` is 14 and
// `0u - 1 > 0x7FFFFFFFu` is true.
__kernel __attribute__((reqd_work_group_size(14, 1, 1))) void _occa_unsignedExtents_0(const int nb, __global int *out) {
  __local int s[7];
  {
    int b = 0 + get_group_id(0);
    int e[2];
    {
      int t = 0 + get_local_id(0);
      e[0] = t;
      e[1] = 1;
      if (t < 7) {
        s[t] = 10 * t;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      out[b * 14 + t] = e[0] + e[1] + (t < 7 ? s[t] : 0);
    }
  }
}
