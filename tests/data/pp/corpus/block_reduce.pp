@kernel void blockSum(const int N, @restrict const float *x, @restrict float *partial) {
  for (int b = 0; b < (N + 256 - 1) / 256; ++b; @outer) {
    @shared float s_x[256];
    for (int t = 0; t < 256; ++t; @inner) {
      const int n = b * 256 + t;
      s_x[t] = (n < N) ? x[n] : 0;
    }
    for (int alive = 256 / 2; alive > 0; alive /= 2) {
      for (int t = 0; t < 256; ++t; @inner) {
        if (t < alive) s_x[t] += s_x[t + alive];
      }
    }
    for (int t = 0; t < 256; ++t; @inner) {
      if (t == 0) partial[b] = s_x[0];
    }
  }
}
@kernel void atomicSum(const int N, const float *x, float *total, int *count) {
  for (int n = 0; n < N; ++n; @tile(256, @outer, @inner)) {
    @atomic *total += x[n];
    @atomic count[0]++;
  }
}
