// Every work-item of every work-group updates the same few locations with the `@atomic` forms
// GPU targets lower as compare-and-swap loops: `*=`, `/=`, `%=`, `<<=`, `>>=`, a value that reads
// the updated location (`x = x + e`, `x = x ^ e`, a maximum written with `?:`), on `int`,
// `unsigned` and `float`; and `@atomic` blocks of independent updates (a private local, a loop,
// a minimum written as `if (v < x) x = v;`), which GPU targets make atomic update by update.
// Each location's updates commute, so every interleaving gives the exact result.
extern "C" void casContention(const int &n, int *a, unsigned int *u, float *f, int *h, int *r, int *m) {
  for (int b = 0; b < n; b += 64) {
    for (int t = 0; t < 64; ++t) {
      const int i = b + t;
      const int v = i * 37 % n;
      if (i < 15) {
        a[0] *= 3;
      }
      a[1] = a[1] > v ? a[1] : v;
      a[2] = a[2] + i;
      if (i < 20) {
        a[3] /= 2;
        a[4] <<= 1;
        a[5] >>= 1;
      }
      a[6] %= 1000;
      u[0] *= 3u;
      u[1] = u[1] ^ (unsigned int)i;
      u[2] = (unsigned int)v > u[2] ? (unsigned int)v : u[2];
      if (i < 100) {
        f[0] *= 2.0f;
      }
      f[1] = f[1] > 0.5f * v ? f[1] : 0.5f * v;
      f[2] = f[2] + 0.25f;
      {
        const int k = i % 4;
        h[k] += 1;
        h[4 + k] += i;
        for (int j = 0; j < 3; ++j) {
          r[j] += j + 1;
        }
        if (v < m[0]) {
          m[0] = v;
        }
      }
    }
  }
}
