// Integer semantics in bounds, extents and indices: `/` and `%` truncate toward zero for
// negative operands (C++), `>>` of a negative value is arithmetic, unsigned arithmetic wraps,
// and `long long` offsets far beyond 2^31 cancel before they index a small array.
__kernel __attribute__((reqd_work_group_size(10, 1, 1))) void _occa_negDivModShifts_0(const int N, const long big, __global const int *src, __global int *out, __global long *wide) {
  __local int s[7];
  {
    int g = -17 / 4 + get_group_id(0);
    // (-9) % 4 + 8 = 7 slots (a floor modulo would give 11).
    // Work-items t = (-7) / 2 = -3 .. 4 - (-7) % 4 - 1 = 6: ten of them (floor semantics
    // would give -4 .. 2, seven of them, and too little @exclusive storage).
    int q;
    int r;
    int lo[2];
    {
      int t = -7 / 2 + get_local_id(0);
      q = t / 3;
      r = t % 3;
      lo[0] = t * 5 >> 1;
      lo[1] = (int)((unsigned int)(t - 5) >> 28);
      if (t + 3 < 7) {
        s[t + 3] = g * 100 + -t % 4;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = -7 / 2 + get_local_id(0);
      const int slot = (g + 4) * 10 + (t + 3);
      const unsigned int wrap = (unsigned int)t - 3u;
      const int back = (int)(wrap + 3u);
      out[4 * slot + 0] = q * 1000 + r;
      out[4 * slot + 1] = lo[0] * 100 + lo[1];
      out[4 * slot + 2] = s[(t + 13) % 7] + back;
      const long off = big * (long)(g - 7) + (long)(t + 3);
      out[4 * slot + 3] = src[off - big * (long)(g - 7) + (long)(N % -3)];
      wide[slot] = off + ((long)t << 33) - -big / 2;
    }
  }
}
