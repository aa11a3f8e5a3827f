// Atomic updates the way macro-heavy code bases write them: `[[okl_atomic("")]]` statements
// built by function-like macros, `x = x op e` and `x = e op x` forms, updates through a
// reference to an element and through a helper taking a pointer, on int, double and
// unsigned long long data.
static inline void bump(int *c, const int by) {
  *c += by;
}

extern "C" void accumulate(const int &N, const double *x, int *cnt, double *dsum, unsigned long long *usum, int *mx) {
  for (int b = 0; b < (N + 16 - 1) / 16; ++b) {
    for (int t = 0; t < 16; ++t) {
      const int n = b * 16 + t;
      if (n < N) {
        const int k = n % 7;
        cnt[k] += 1;
        dsum[k] += 0.5 * x[n];
        cnt[7] = cnt[7] + 2;
        cnt[7 + 1] = 3 + cnt[7 + 1];
        int &slot = cnt[7 + 2 + (n & 1)];
        slot -= n;
        bump(cnt + 7 + 4, k);
        usum[0] += (unsigned long long)n * 4294967311ULL;
        {
          if ((int)(4 * x[n]) > mx[k]) {
            mx[k] = (int)(4 * x[n]);
          }
        }
        ;
      }
    }
  }
}
