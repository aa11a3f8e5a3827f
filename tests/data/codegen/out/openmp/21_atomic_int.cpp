// Basic atomics on int counters shared by all work-groups.
extern "C" void atomicInt(const int &n, const int *x, int *hist, int *counters) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      const int i = b + t;
      if (i < n) {
        #pragma omp atomic
        hist[x[i] % 8] += 1;
        #pragma omp atomic
        counters[0] += x[i];
        #pragma omp atomic
        counters[1] -= x[i];
        #pragma omp atomic
        counters[2]++;
        #pragma omp atomic
        ++counters[3];
        #pragma omp atomic
        counters[4]--;
        #pragma omp atomic
        --counters[5];
      }
    }
  }
}
