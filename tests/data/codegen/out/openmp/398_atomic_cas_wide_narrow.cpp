// Every work-item of every work-group updates the same few `double`, `long long`, `short` and
// `unsigned char` locations with `@atomic` forms GPU targets lower as compare-and-swap loops:
// `*=`, `^=` on a signed 64-bit integer, values that read the updated location, a maximum written
// with `?:`, a minimum in an `@atomic` block; `short` and `unsigned char` neighbours that share
// one 32-bit word, which the loop exchanges while keeping the other bytes.
extern "C" void casWideNarrow(const int &n, double *d, long long *l, short *s, unsigned char *c) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 64) {
    for (int t = 0; t < 64; ++t) {
      const int i = b + t;
      const int v = i * 37 % n;
      if (i < 200) {
        #pragma omp atomic
        d[0] *= 2.0;
      }
      #pragma omp atomic
      d[1] = d[1] + 0.5 * (i % 4);
      #pragma omp critical
      {
        if (0.25 * v < d[2]) {
          d[2] = 0.25 * v;
        }
        d[3] += 1.0;
      }
      if (i < 30) {
        #pragma omp atomic
        l[0] *= 3;
      }
      #pragma omp atomic
      l[1] = l[1] + (long long)i * 1000000007LL;
      #pragma omp critical
      {
        l[2] = (long long)v << 33 > l[2] ? (long long)v << 33 : l[2];
      }
      #pragma omp atomic
      l[3] ^= (long long)i << 20;
      #pragma omp atomic
      s[i % 2] += 1;
      #pragma omp critical
      {
        s[2] = s[2] > (short)(v % 30000) ? s[2] : (short)(v % 30000);
      }
      if (i < 400) {
        #pragma omp atomic
        c[i % 4] += 1;
      }
      #pragma omp atomic
      c[4] |= (unsigned char)(1 << i % 8);
    }
  }
}
