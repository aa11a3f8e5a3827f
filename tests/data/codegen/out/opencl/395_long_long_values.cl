// `long long` and `unsigned long long` data, locals, casts and a helper: 64 bits on every
// backend (OpenCL C's `long`, which has no `long long`).
long mix(long a, unsigned long b) {
  return a * 3 + (long)(b >> 1);
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_longLongValues_0(const int nb, __global const long *in, __global long *out, __global unsigned long *bits) {
  {
    int b = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(0);
      const int g = 8 * b + i;
      long big = in[g] * 3000000000L;
      unsigned long u = (unsigned long)big ^ 0xFFFFFFFFFFUL;
      out[g] = mix(big, u) + (long)sizeof(long);
      bits[g] = u << 3;
    }
  }
}
