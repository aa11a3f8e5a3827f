// Basic atomics on float accumulators shared by all work-groups.
extern "C" void atomicFloat(const int &n, const float *x, float *sums, float *bins) {
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      const int i = b + t;
      if (i < n) {
        sums[0] += x[i];
        sums[1] -= 0.5f * x[i];
        sums[2]++;
        ++sums[3];
        sums[4]--;
        --sums[5];
        bins[i % 4] += x[i];
      }
    }
  }
}
