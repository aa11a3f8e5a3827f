// `@atomic` on every assignment operator and on the `x = x op e` / `x = e op x` spellings,
// plus a plain store, a max written with `?:`, nested single-statement blocks, and atomics
// written through macros. Every location gets updates that commute, so any OpenMP order
// gives the same result.
extern "C" void atomicOperatorForms(const int &n, int *a, unsigned int *u, float *f) {
  for (int b = 0; b < n; b += 8) {
    for (int t = 0; t < 8; ++t) {
      const int i = b + t;
      if (i < n) {
        a[0] *= 2;
        a[1] /= 2;
        a[2] %= 7;
        a[3] <<= 1;
        a[4] >>= 1;
        u[0] &= ~(1u << i % 32);
        u[1] |= 1u << i % 32;
        u[2] ^= (unsigned int)i;
        a[5] = a[5] + i;
        a[6] = i + a[6];
        a[7] = a[7] > i ? a[7] : i;
        a[8] = 42;
        a[9]--;
        a[10]++;
        a[11] += 2 * i;
        f[0] *= 0.5f;
        f[1] = f[1] + 0.25f * (i % 4);
        if (i % 2) {
          {
            a[12] += 1;
            a[13] -= i;
          }
        } else {
          a[14] -= 1;
        }
      }
    }
  }
}
