// Compound assignments whose result is narrowed on store, on `@exclusive` and `@shared` state
// of an 8-bit/16-bit histogram kernel: `short s += 70000` (computed in int, stored mod 2^16),
// `unsigned char` counters `+= 250` and `*= 3`, `unsigned short -= 1` from 0, `signed char`
// `<<= 2`, `int /= 2.5` and `int *= 0.5f` (computed in floating point, truncated), `float
// += double`, and `%=`/`>>=`/`^=` on `@shared` `unsigned short` cells read by a neighbour
// after the next barrier.
extern "C" void compoundNarrowingState(const int &nb, const short *s0, int *out, unsigned int *hist) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    unsigned char h8[8];
    unsigned short h16[8];
    short s[8];
    unsigned short us[8];
    signed char sc[8];
    int q[8];
    float f[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      const int id = b * 8 + t;
      s[_occa_exclusive_index] = s0[id];
      s[_occa_exclusive_index] += 70000;
      us[_occa_exclusive_index] = (unsigned short)t;
      us[_occa_exclusive_index] -= 1;
      sc[_occa_exclusive_index] = (signed char)(t * 9 + 3);
      sc[_occa_exclusive_index] <<= 2;
      q[_occa_exclusive_index] = id * 7 - 20;
      q[_occa_exclusive_index] /= 2.5;
      f[_occa_exclusive_index] = 0.5f;
      f[_occa_exclusive_index] += 0.25;
      h8[t] = (unsigned char)(id * 40);
      h8[t] += 250;
      h16[t] = (unsigned short)(id * 5000);
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      const int id = b * 8 + t;
      h8[t] *= 3;
      h16[t] %= 7000;
      h16[t] >>= t % 4;
      h16[t] ^= 0x5A5Au;
      q[_occa_exclusive_index] *= 0.5f;
      f[_occa_exclusive_index] += q[_occa_exclusive_index];
      int *o = out + id * 5;
      o[0] = s[_occa_exclusive_index];
      o[1] = us[_occa_exclusive_index];
      o[2] = sc[_occa_exclusive_index];
      o[3] = q[_occa_exclusive_index];
      o[4] = (int)(f[_occa_exclusive_index] * 4.0f);
      hist[id * 2] = h8[t];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      hist[(b * 8 + t) * 2 + 1] = h16[(t + 3) % 8];
    }
  }
}
