// Decreasing OKL loops: `i >= 0; --i` and `j > 0; j--`.
extern "C" void decreasingLoops(const int &N, const int &M, const float *x, float *y) {
  for (int i = N - 1; i >= 0; --i) {
    for (int j = M; j > 0; j--) {
      y[i * M + (j - 1)] = x[i * M + (M - j)] * 2.0f + (float)i;
    }
  }
}
