// #pragma unroll with a macro count.
extern "C" void unrolled(const int &n, const float *x, float *y) {
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      float acc = 0.0f;
      #pragma GCC unroll 4
      for (int k = 0; k < 8; ++k) {
        acc += x[(b + t + k) % n] * (float)(k + 1);
      }
      for (int k = 0; k < 2; ++k) {
        acc -= 0.5f * (float)k;
      }
      if (b + t < n) {
        y[b + t] = acc;
      }
    }
  }
}
