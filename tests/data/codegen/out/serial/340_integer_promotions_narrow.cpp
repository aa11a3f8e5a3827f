#pragma GCC diagnostic ignored "-Wsign-compare"

// Integer promotions and conversions of narrow data in a quantisation kernel: `signed char`
// times `unsigned char` (both promoted to int), `unsigned short` squared (int, no wrap),
// `unsigned short` plus a constant stored back (wraps mod 2^16), `short` difference going
// negative, `char` arithmetic stored in `signed char`, an `unsigned` difference that wraps
// and is compared with an `int` converted explicitly, `-x` of an `unsigned char` (int, not
// unsigned), and `~` of an `unsigned short` (int). Values go through `@exclusive` narrow
// variables between two `@inner` loops. Last, a signed iterator compared with an `unsigned`
// count as ported C code does (its `-Wsign-compare` silenced): `t < alive` converts `t`, so it
// is false for negative `t` and true again from 0, so OpenMP must not fold it into the loop
// bound.
extern "C" void integerPromotionsNarrow(const int &n, const signed char *sc, const unsigned char *uc, const short *ss, const unsigned short *us, int *out, unsigned int *uout, unsigned short *wout, int *gate) {
  for (int b = 0; b < n; b += 8) {
    int _occa_exclusive_index;
    unsigned short w[8];
    signed char q[8];
    short d[8];
    _occa_exclusive_index = 0;
    for (int t = b; t < b + 8; ++t) {
      _occa_exclusive_index = t - b;
      w[_occa_exclusive_index] = us[t] + 60000;
      q[_occa_exclusive_index] = (signed char)(sc[t] * 3);
      d[_occa_exclusive_index] = ss[t] - 20000;
    }
    _occa_exclusive_index = 0;
    for (int t = b; t < b + 8; ++t) {
      _occa_exclusive_index = t - b;
      int *o = out + 6 * t;
      o[0] = sc[t] * uc[t];
      o[1] = us[t] * us[t];
      o[2] = -uc[t];
      o[3] = ~us[t];
      o[4] = q[_occa_exclusive_index] + d[_occa_exclusive_index];
      o[5] = (uc[t] - 200) / 3;
      unsigned int diff = (unsigned int)uc[t] - 100u;
      uout[2 * t] = diff;
      uout[2 * t + 1] = diff > (unsigned int)(-1 + t) ? 1u : 0u;
      wout[t] = w[_occa_exclusive_index];
    }
  }
  for (int b = 0; b < 2; ++b) {
    const unsigned int alive = (unsigned int)(n / 8 + b);
    for (int t = -4; t < 4; ++t) {
      if (t < alive) {
        gate[b * 8 + t + 4] = t + 10;
      }
    }
  }
}
