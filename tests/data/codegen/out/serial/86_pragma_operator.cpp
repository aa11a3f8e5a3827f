// `_Pragma("...")` is `#pragma ...` written as an operator (C99 6.10.9), so macros can carry
// pragmas: `_Pragma("occa attributes @inner")` must inject `@inner` like
// `#pragma occa attributes @inner` (spec §10.4) and leave nothing in the output, and
// `_Pragma("unroll NQ")` must expand `NQ` like `#pragma unroll NQ`.
extern "C" void pragmaOperator(const int &n, const int *x, int *y) {
  for (int b = 0; b < n; ++b) {
    int s[4];
    for (int t = 0; t < 4; ++t) {
      s[t] = x[b * 4 + t];
    }
    for (int t = 0; t < 4; ++t) {
      int acc = 0;
      #pragma GCC unroll 4
      for (int k = 0; k < 4; ++k) {
        acc += s[k] * (k == t ? 10 : 1);
      }
      y[b * 4 + t] = acc;
    }
  }
}
