// Basic atomics on float accumulators shared by all work-groups.
extern "C" void atomicFloat(const int &n, const float *x, float *sums, float *bins) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      const int i = b + t;
      if (i < n) {
        #pragma omp atomic
        sums[0] += x[i];
        #pragma omp atomic
        sums[1] -= 0.5f * x[i];
        #pragma omp atomic
        sums[2]++;
        #pragma omp atomic
        ++sums[3];
        #pragma omp atomic
        sums[4]--;
        #pragma omp atomic
        --sums[5];
        #pragma omp atomic
        bins[i % 4] += x[i];
      }
    }
  }
}
