// `@atomic` on every assignment operator and on the `x = x op e` / `x = e op x` spellings,
// plus a plain store, a max written with `?:`, nested single-statement blocks, and atomics
// written through macros. Every location gets updates that commute, so any OpenMP order
// gives the same result.
extern "C" void atomicOperatorForms(const int &n, int *a, unsigned int *u, float *f) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 8) {
    for (int t = 0; t < 8; ++t) {
      const int i = b + t;
      if (i < n) {
        #pragma omp atomic
        a[0] *= 2;
        #pragma omp atomic
        a[1] /= 2;
        #pragma omp critical
        {
          a[2] %= 7;
        }
        #pragma omp atomic
        a[3] <<= 1;
        #pragma omp atomic
        a[4] >>= 1;
        #pragma omp atomic
        u[0] &= ~(1u << i % 32);
        #pragma omp atomic
        u[1] |= 1u << i % 32;
        #pragma omp atomic
        u[2] ^= (unsigned int)i;
        #pragma omp atomic
        a[5] = a[5] + i;
        #pragma omp atomic
        a[6] = i + a[6];
        #pragma omp critical
        {
          a[7] = a[7] > i ? a[7] : i;
        }
        #pragma omp critical
        {
          a[8] = 42;
        }
        #pragma omp atomic
        a[9]--;
        #pragma omp atomic
        a[10]++;
        #pragma omp atomic
        a[11] += 2 * i;
        #pragma omp atomic
        f[0] *= 0.5f;
        #pragma omp atomic
        f[1] = f[1] + 0.25f * (i % 4);
        if (i % 2) {
          #pragma omp critical
          {
            a[12] += 1;
            a[13] -= i;
          }
        } else {
          #pragma omp atomic
          a[14] -= 1;
        }
      }
    }
  }
}
