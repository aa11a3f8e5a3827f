// Integer semantics in bounds, extents and indices: `/` and `%` truncate toward zero for
// negative operands (C++), `>>` of a negative value is arithmetic, unsigned arithmetic wraps,
// and `long long` offsets far beyond 2^31 cancel before they index a small array.
extern "C" void negDivModShifts(const int &N, const long long &big, const int *src, int *out, long long *wide) {
  // (-17) / 4 = -4 and (-17) % 5 + 3 = 1: groups g = -4 .. 0.
  #pragma omp parallel for
  for (int g = -17 / 4; g < -17 % 5 + 3; ++g) {
    int _occa_exclusive_index;
    int s[-9 % 4 + 8];
    int q[10];
    int r[10];
    int lo[10][(-16 >> 2) + 6];
    _occa_exclusive_index = 0;
    for (int t = -7 / 2; t < 4 - -7 % 4; ++t) {
      _occa_exclusive_index = t - -7 / 2;
      q[_occa_exclusive_index] = t / 3;
      r[_occa_exclusive_index] = t % 3;
      lo[_occa_exclusive_index][0] = t * 5 >> 1;
      lo[_occa_exclusive_index][1] = (int)((unsigned int)(t - 5) >> 28);
      if (t + 3 < 7) {
        s[t + 3] = g * 100 + -t % 4;
      }
    }
    _occa_exclusive_index = 0;
    for (int t = -7 / 2; t < 4 - -7 % 4; ++t) {
      _occa_exclusive_index = t - -7 / 2;
      const int slot = (g + 4) * 10 + (t + 3);
      const unsigned int wrap = (unsigned int)t - 3u;
      const int back = (int)(wrap + 3u);
      out[4 * slot + 0] = q[_occa_exclusive_index] * 1000 + r[_occa_exclusive_index];
      out[4 * slot + 1] = lo[_occa_exclusive_index][0] * 100 + lo[_occa_exclusive_index][1];
      out[4 * slot + 2] = s[(t + 13) % 7] + back;
      const long long off = big * (long long)(g - 7) + (long long)(t + 3);
      out[4 * slot + 3] = src[off - big * (long long)(g - 7) + (long long)(N % -3)];
      wide[slot] = off + ((long long)t << 33) - -big / 2;
    }
  }
}
