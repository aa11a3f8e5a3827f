// Integer promotions and conversions in `@outer`/`@inner` loop tests: `unsigned short` and
// `unsigned char` bounds compared with signed iterators (promoted to `int`, so `-5 < us` is a
// signed comparison), `short` iterators with `char` steps, `unsigned char` iterators against
// `int` bounds that are negative (a `m - 1` that is -1; on OpenMP that loop's body never reads
// its iterator), a `sizeof` quotient cast to `int`, a `char` iterator stepping over letters,
// and `@restrict` parameters of narrow types.
__kernel void _occa_promotions_0(const unsigned short us, const unsigned char uc, const short sh, const int m, const signed char step, __global const char *restrict letters, __global int *restrict out, __global short *restrict cnt) {
  {
    short s = -5 + (step * get_group_id(0));
    {
      unsigned char c = 0 + get_local_id(0);
      out[(s + 5) * 16 + c] = s * 100 + c;
    }
  }
}

__kernel void _occa_promotions_1(const unsigned short us, const unsigned char uc, const short sh, const int m, const signed char step, __global const char *restrict letters, __global int *restrict out, __global short *restrict cnt) {
  {
    unsigned char g = 0 + get_group_id(0);
    {
      int t = sh + get_local_id(0);
      cnt[0] += 1000;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_promotions_2(const unsigned short us, const unsigned char uc, const short sh, const int m, const signed char step, __global const char *restrict letters, __global int *restrict out, __global short *restrict cnt) {
  {
    int g = -2 + get_group_id(0);
    int last;
    {
      signed char t = -4 + get_local_id(0);
      last = g * 10 + t;
    }
    {
      signed char t = -4 + get_local_id(0);
      out[400 + (g + 2) * 3 + (t + 4)] = last;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(6, 1, 1))) void _occa_promotions_3(const unsigned short us, const unsigned char uc, const short sh, const int m, const signed char step, __global const char *restrict letters, __global int *restrict out, __global short *restrict cnt) {
  {
    int g = 0 + get_group_id(0);
    {
      char ch = 'a' + (5 * get_local_id(0));
      cnt[1 + g * 6 + (ch - 'a') / 5] = (short)(letters[ch - 'a'] * (g + 1));
    }
  }
}
