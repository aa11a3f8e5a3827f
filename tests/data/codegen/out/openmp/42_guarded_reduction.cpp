// Block sums by a halving tree: `if (t < alive)` around an @inner loop body, which the OpenMP
// backend prints as part of the loop condition; the last block is partial.
extern "C" void guardedReduction(const int &N, const int *x, int *partial) {
  #pragma omp parallel for
  for (int b = 0; b < (N + 63) / 64; ++b) {
    int s[64];
    for (int t = 0; t < 64; ++t) {
      const int id = b * 64 + t;
      s[t] = id < N ? x[id] : 0;
    }
    for (int alive = 32; alive > 0; alive /= 2) {
      for (int t = 0; t < 64 && t < alive; ++t) {
        s[t] += s[t + alive];
      }
    }
    for (int t = 0; t < 64; ++t) {
      if (t == 0) {
        partial[b] = s[0];
      }
    }
  }
}
