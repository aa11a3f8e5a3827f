// `@atomic` on global `double` and `long long` accumulators shared by all work-groups (so
// OpenMP threads really race): `+=`, prefix `--`, a block with several updates and a
// compare-and-store inside it, and min/max written as `x = x < v ? x : v` (not a basic atomic).
extern "C" void atomicWide(const int &n, const double *x, const long long *k, double *dsum, long long *lsum, long long *minmax, double *stats) {
  for (int b = 0; b < n; b += 8) {
    for (int t = b; t < b + 8; ++t) {
      if (t < n) {
        dsum[0] += x[t];
        dsum[1] -= 2.0 * x[t];
        lsum[0] += k[t];
        --lsum[1];
        lsum[2]++;
        {
          stats[0] += x[t];
          stats[1] += 1.0;
          if (x[t] > stats[2]) {
            stats[2] = x[t];
          }
        }
        minmax[0] = minmax[0] < k[t] ? minmax[0] : k[t];
        minmax[1] = k[t] > minmax[1] ? k[t] : minmax[1];
      }
    }
  }
}
