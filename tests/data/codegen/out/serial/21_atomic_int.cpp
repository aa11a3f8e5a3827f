// Basic atomics on int counters shared by all work-groups.
extern "C" void atomicInt(const int &n, const int *x, int *hist, int *counters) {
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      const int i = b + t;
      if (i < n) {
        hist[x[i] % 8] += 1;
        counters[0] += x[i];
        counters[1] -= x[i];
        counters[2]++;
        ++counters[3];
        counters[4]--;
        --counters[5];
      }
    }
  }
}
