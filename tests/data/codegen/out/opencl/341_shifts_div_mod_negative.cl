// A bit-reversal permutation as an FFT stage writes it, followed by integer arithmetic that C
// defines precisely: a shift amount computed per work-item and kept in an `@exclusive`,
// `>>` of negative values (arithmetic), `>>` of the same bits as `unsigned` (logical),
// `1u << sh` up to bit 31 converted to `int`, `long long` shifts past bit 31, `/` and `%` with
// negative dividends and divisors (truncation toward zero, `a == (a / b) * b + a % b`).
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_shiftsDivModNegative_0(const int nb, __global const int *v, __global int *out, __global unsigned int *uout, __global long *lout) {
  __local int s[16];
  {
    int b = 0 + get_group_id(0);
    int sh;
    {
      int t = 0 + get_local_id(0);
      sh = (t * 5 + b * 3) & 31;
      s[t] = v[b * (1 << 4) + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      unsigned int r = 0;
      for (int k = 0; k < 4; ++k) {
        r |= ((unsigned int)(t >> k) & 1u) << (4 - 1 - k);
      }
      const int x = s[r];
      const int div = 2 * t - 15;
      __global int *o = out + (b * (1 << 4) + t) * 5;
      o[0] = x >> (t & 7);
      o[1] = (int)(1u << sh);
      o[2] = x / div;
      o[3] = x % div;
      o[4] = x / div * div + x % div - x;
      uout[(b * (1 << 4) + t) * 2] = (unsigned int)x >> sh;
      uout[(b * (1 << 4) + t) * 2 + 1] = r;
      lout[b * (1 << 4) + t] = (1L << (sh + 8)) + ((long)x >> sh % 5);
    }
  }
}
