// `@atomic` on `double`, `long long`, `unsigned long long` and `unsigned char` targets with
// every commuting operator (`++`, `--`, `+=`, `-=`, `*=`, `|=`, `^=`, `&=`, `<<=` by equal
// amounts), a min/max written as an `@atomic` block with `if`, and an `@atomic` block that
// updates two locations together. Values keep every order's result exact.
extern "C" void atomicWide(const int &n, double *d, long long *l, unsigned long long *u, unsigned char *c, int *mm) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      const int i = b + t;
      if (i < n) {
        #pragma omp atomic
        d[0] += 0.25 * (i % 8);
        #pragma omp atomic
        d[1] -= 0.5;
        #pragma omp atomic
        d[2] *= 2.0;
        #pragma omp atomic
        ++l[0];
        #pragma omp atomic
        l[1]--;
        #pragma omp atomic
        l[2] += 4000000000LL;
        #pragma omp atomic
        l[3] <<= 1;
        #pragma omp atomic
        u[0] |= 1ull << i % 64;
        #pragma omp atomic
        u[1] ^= 0x8000000000000001ull;
        #pragma omp atomic
        u[2] &= ~(1ull << i % 64);
        #pragma omp atomic
        c[0] += (unsigned char)3;
        #pragma omp critical
        {
          if (i > mm[0]) {
            mm[0] = i;
          }
        }
        #pragma omp critical
        {
          if (-i < mm[1]) {
            mm[1] = -i;
          }
          mm[2] += 1;
        }
      }
    }
  }
}
