// typedef'd pointer types with @restrict, `const` scalars as loop bounds, char/short data with
// integer promotion and wrap-around, `?:` and comma expressions in loop headers, long and unsigned
// iterators.
typedef short sdata_t;

typedef sdata_t *sptr_t;

typedef const char *cptr_t;

typedef unsigned char uchar;

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_typedefsSmallTypes_0(const int n, const int flag, __global const char *restrict c, __global sdata_t *restrict s, __global uchar *restrict u, __global short *out) {
  {
    long b = (flag ? 0L : 1L) + (long) get_group_id(0);
    const int width = 4;
    {
      unsigned int t = 0u + get_local_id(0);
      const long i = b * width + t;
      s[i] = (sdata_t)(s[i] * 3 + c[i]);
      u[i] = (uchar)(u[i] + 200);
      out[i] = (short)((c[i] > 0 ? c[i] : -c[i]) + (u[i] >> 1));
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_typedefsSmallTypes_1(const int n, const int flag, __global const char *restrict c, __global sdata_t *restrict s, __global uchar *restrict u, __global short *out) {
  const int half_ = n / 2;
  {
    int g = ((void)flag, n / 8 - 1) - get_group_id(0);
    {
      short t = (short)7 - get_local_id(0);
      const int i = 4 * half_ + g * 8 + t;
      if (i < n * 4 + 8) {
        out[i] = (short)(c[i % n] * (flag == 1 ? 2 : 3) - t);
      }
    }
  }
}
