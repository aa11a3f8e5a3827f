// Integer promotions and conversions in `@outer`/`@inner` loop tests: `unsigned short` and
// `unsigned char` bounds compared with signed iterators (promoted to `int`, so `-5 < us` is a
// signed comparison), `short` iterators with `char` steps, `unsigned char` iterators against
// `int` bounds that are negative (a `m - 1` that is -1; on OpenMP that loop's body never reads
// its iterator), a `sizeof` quotient cast to `int`, a `char` iterator stepping over letters,
// and `@restrict` parameters of narrow types.
extern "C" void promotions(const unsigned short &us, const unsigned char &uc, const short &sh, const int &m, const signed char &step, const char *__restrict__ letters, int *__restrict__ out, short *__restrict__ cnt) {
  for (decltype((short)0 + us) _occa_wide_s = -5; _occa_wide_s < us; _occa_wide_s += step) {
    short s = _occa_wide_s;
    for (decltype((unsigned char)0 + uc) _occa_wide_c = 0; _occa_wide_c < uc; ++_occa_wide_c) {
      unsigned char c = _occa_wide_c;
      out[(s + 5) * 16 + c] = s * 100 + c;
    }
  }
  for (decltype((unsigned char)0 + (m - 1)) _occa_wide_g = 0; _occa_wide_g < m - 1; ++_occa_wide_g) {
    unsigned char g = _occa_wide_g;
    (void)g;
    for (int t = sh; t < 3; ++t) {
      cnt[0] += 1000;
    }
  }
  for (int g = -2; g <= (unsigned char)(uc - 10); ++g) {
    int _occa_exclusive_index;
    int last[3];
    _occa_exclusive_index = 0;
    for (signed char t = -4; t < (short)-1; ++t) {
      _occa_exclusive_index = t - -4;
      last[_occa_exclusive_index] = g * 10 + t;
    }
    _occa_exclusive_index = 0;
    for (signed char t = -4; t < (short)-1; ++t) {
      _occa_exclusive_index = t - -4;
      out[400 + (g + 2) * 3 + (t + 4)] = last[_occa_exclusive_index];
    }
  }
  for (int g = 0; g < (int)(sizeof(int) / sizeof(short)); ++g) {
    for (char ch = 'a'; ch <= 'z'; ch += 5) {
      cnt[1 + g * 6 + (ch - 'a') / 5] = (short)(letters[ch - 'a'] * (g + 1));
    }
  }
}
