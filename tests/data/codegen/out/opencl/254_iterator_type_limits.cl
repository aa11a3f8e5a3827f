// OKL iterators of narrow and wide types whose ranges touch the limits of their type, in
// `@inner` loops that share `@exclusive` state (storage sized by spec 4.2's counts: 6 for every
// loop but the `signed char` one, 5) and in parallel `@outer` loops: `unsigned` down from
// UINT_MAX by 19 with `>=`, `unsigned char` from 250 by `-= 10` with the iterator on the right,
// `long long` up from LLONG_MIN by 2, `short` up from SHRT_MIN with `<=` and a postfix `++`,
// `signed char` from SCHAR_MAX by `-= 51` down to just above SCHAR_MIN, `int` down from INT_MAX
// with `>=` (the count `1 + INT_MAX - (INT_MAX - 3)` overflows `int` if computed naively).
// `@outer` loops: `unsigned` from UINT_MAX - 4 with `<=` to UINT_MAX - 1, `long long` down to
// LLONG_MIN + 1 with `>=`, `unsigned short` up to 65535 exclusive by 3.
__kernel __attribute__((reqd_work_group_size(6, 1, 1))) void _occa_typeLimits_0(__global long *ex, __global int *outs) {
  {
    int g = 0 + get_group_id(0);
    long e;
    int slot;
    {
      unsigned int u = 4294967295u - (19 * get_local_id(0));
      slot = (int)((4294967295u - u) / 19);
      e = (long)u - 4294967000L + g;
    }
    {
      unsigned char c = 250 - (10 * get_local_id(0));
      if (200 <= (int)(250 - 10 * get_local_id(0)) && (int)(250 - 10 * get_local_id(0)) <= 250) {
        e = e * 1000 + c;
      }
    }
    {
      long i = -9223372036854775807L - 1 + (2 * (long) get_local_id(0));
      if (i < -9223372036854775807L + 11) {
        e += (i + 9223372036854775807L + 1) / 2;
      }
    }
    {
      short s = -32768 + get_local_id(0);
      if ((int)(-32768 + get_local_id(0)) <= -32763) {
        e = e * 10 + (s + 32768);
      }
    }
    {
      int i = 2147483647 - get_local_id(0);
      if (i >= 2147483642) {
        ex[g * 6 + slot] = e + (2147483647 - i) * 1000000000000L;
      }
    }
    {
      signed char c = 127 - (51 * get_local_id(0));
      if ((int)(127 - 51 * get_local_id(0)) > -128) {
        outs[g * 5 + (127 - c) / 51] = c + slot;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_typeLimits_1(__global long *ex, __global int *outs) {
  {
    unsigned int u = 4294967291u + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      outs[10 + (u - 4294967291u) * 2 + t] = (int)(u % 1000) + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_typeLimits_2(__global long *ex, __global int *outs) {
  {
    long i = -9223372036854775807L + 5 - (2 * (long) get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      outs[18 + (-9223372036854775807L + 5 - i) / 2] = (int)(i % 100);
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_typeLimits_3(__global long *ex, __global int *outs) {
  {
    unsigned short h = 65520 + (3 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      outs[21 + (h - 65520) / 3] = h;
    }
  }
}
