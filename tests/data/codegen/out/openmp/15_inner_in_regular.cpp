// A regular loop between @outer and @inner, with a @shared accumulator.
extern "C" void innerInRegular(const int &nBlocks, const int &reps, const float *x, float *y) {
  #pragma omp parallel for
  for (int b = 0; b < nBlocks; ++b) {
    float s[16];
    for (int t = 0; t < 16; ++t) {
      s[t] = 0.0f;
    }
    for (int r = 0; r < reps; ++r) {
      for (int t = 0; t < 16; ++t) {
        s[t] += x[b * 16 + (t + r) % 16] * (float)(r + 1);
      }
    }
    for (int t = 0; t < 16; ++t) {
      y[b * 16 + t] = s[t];
    }
  }
}
