// OKL iterators of narrow and wide types whose ranges touch the limits of their type, in
// `@inner` loops that share `@exclusive` state (storage sized by spec 4.2's counts: 6 for every
// loop but the `signed char` one, 5) and in parallel `@outer` loops: `unsigned` down from
// UINT_MAX by 19 with `>=`, `unsigned char` from 250 by `-= 10` with the iterator on the right,
// `long long` up from LLONG_MIN by 2, `short` up from SHRT_MIN with `<=` and a postfix `++`,
// `signed char` from SCHAR_MAX by `-= 51` down to just above SCHAR_MIN, `int` down from INT_MAX
// with `>=` (the count `1 + INT_MAX - (INT_MAX - 3)` overflows `int` if computed naively).
// `@outer` loops: `unsigned` from UINT_MAX - 4 with `<=` to UINT_MAX - 1, `long long` down to
// LLONG_MIN + 1 with `>=`, `unsigned short` up to 65535 exclusive by 3.
extern "C" void typeLimits(long long *ex, int *outs) {
  for (int g = 0; g < 2; ++g) {
    int _occa_exclusive_index;
    long long e[6];
    int slot[6];
    _occa_exclusive_index = 0;
    for (unsigned int u = 4294967295u; u >= 4294967200u; u -= 19) {
      _occa_exclusive_index = (4294967295u - u) / 19;
      slot[_occa_exclusive_index] = (int)((4294967295u - u) / 19);
      e[_occa_exclusive_index] = (long long)u - 4294967000LL + g;
    }
    _occa_exclusive_index = 0;
    for (unsigned char c = 250; 200 <= c; c -= 10) {
      _occa_exclusive_index = (250 - c) / 10;
      e[_occa_exclusive_index] = e[_occa_exclusive_index] * 1000 + c;
    }
    _occa_exclusive_index = 0;
    for (long long i = -9223372036854775807LL - 1; i < -9223372036854775807LL + 11; i += 2) {
      _occa_exclusive_index = (i - (-9223372036854775807LL - 1)) / 2;
      e[_occa_exclusive_index] += (i + 9223372036854775807LL + 1) / 2;
    }
    _occa_exclusive_index = 0;
    for (short s = -32768; s <= -32763; s++) {
      _occa_exclusive_index = s - -32768;
      e[_occa_exclusive_index] = e[_occa_exclusive_index] * 10 + (s + 32768);
    }
    _occa_exclusive_index = 0;
    for (int i = 2147483647; i >= 2147483642; --i) {
      _occa_exclusive_index = 2147483647 - i;
      ex[g * 6 + slot[_occa_exclusive_index]] = e[_occa_exclusive_index] + (2147483647 - i) * 1000000000000LL;
    }
    _occa_exclusive_index = 0;
    for (signed char c = 127; c > -128; c -= 51) {
      _occa_exclusive_index = (127 - c) / 51;
      outs[g * 5 + (127 - c) / 51] = c + slot[_occa_exclusive_index];
    }
  }
  for (unsigned int u = 4294967291u; u <= 4294967294u; ++u) {
    for (int t = 0; t < 2; ++t) {
      outs[10 + (u - 4294967291u) * 2 + t] = (int)(u % 1000) + t;
    }
  }
  for (long long i = -9223372036854775807LL + 5; i >= -9223372036854775807LL; i -= 2) {
    for (int t = 0; t < 1; ++t) {
      outs[18 + (-9223372036854775807LL + 5 - i) / 2] = (int)(i % 100);
    }
  }
  for (unsigned short h = 65520; h < 65535; h += 3) {
    for (int t = 0; t < 1; ++t) {
      outs[21 + (h - 65520) / 3] = h;
    }
  }
}
