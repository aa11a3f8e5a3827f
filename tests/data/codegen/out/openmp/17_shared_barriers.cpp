// Explicit and implicit barriers between @inner loops that communicate through @shared memory.
extern "C" void reverseBlocks(const int &nBlocks, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < nBlocks; ++b) {
    int s[32];
    int u[32];
    for (int t = 0; t < 32; ++t) {
      s[t] = x[b * 32 + t];
    }
    for (int t = 0; t < 32; ++t) {
      u[t] = s[31 - t] * 2;
    }
    for (int t = 0; t < 32; ++t) {
      s[t] = s[t] + 1;
    }
    for (int t = 0; t < 32; ++t) {
      y[b * 32 + t] = u[(t + 1) % 32] + s[t];
    }
  }
}
