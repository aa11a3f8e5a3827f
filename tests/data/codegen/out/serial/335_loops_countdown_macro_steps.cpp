// Loop headers that count down, step by a macro or a kernel argument and start below zero, as a
// solver writes them when it walks levels or faces backwards: `i >= 0; --i` from `n - 1`,
// `i > LO; i -= STEP` crossing zero to a negative macro bound, `n + 4 >= o; o += s` with the
// iterator on the right and a run-time step, `0 < t; t -= s` inside, and a regular loop with a
// `!=` condition inside an `@inner` body (OKL loops themselves reject `!=`, OKL0321).
extern "C" void countdownMacroSteps(const int &n, const int &s, int *a, int *b, int *c, int *d) {
  for (int i = n - 1; i >= 0; --i) {
    for (int t = 4 - 1; t >= 0; --t) {
      a[i * 4 + t] = i * 10 - t;
    }
  }
  for (int i = 11; i > -7; i -= 3) {
    for (int t = -2; t <= 2; t++) {
      b[(11 - i) / 3 * 5 + (t + 2)] = i * t + i;
    }
  }
  for (int o = -5; n + 4 >= o; o += s) {
    for (int t = 8; 0 < t; t -= s) {
      c[(o + 5) / s * 3 + (8 - t) / s] = o * 100 + t;
    }
  }
  for (int o = 2 * n; o > n; o -= 2) {
    for (int t = 0; t < 4; ++t) {
      int acc = 0;
      for (int k = t; k != t + 2 * 4; k += 2) {
        acc += k * o;
      }
      d[(2 * n - o) / 2 * 4 + t] = acc;
    }
  }
}
