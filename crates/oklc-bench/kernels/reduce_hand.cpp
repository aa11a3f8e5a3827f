// Block reduction, hand-written C++/OpenMP: the same halving tree over a block-local array.
#define BLOCK 256
extern "C" void reduce(const int &N_, const float *__restrict__ x, float *__restrict__ partial) {
  const int N = N_;
#pragma omp parallel for
  for (int b = 0; b < (N + BLOCK - 1) / BLOCK; ++b) {
    float s_sum[BLOCK];
    for (int t = 0; t < BLOCK; ++t) {
      const int id = b * BLOCK + t;
      s_sum[t] = id < N ? x[id] * x[id] : 0.0f;
    }
    for (int alive = BLOCK / 2; alive > 0; alive /= 2) {
      for (int t = 0; t < alive; ++t) s_sum[t] += s_sum[t + alive];
    }
    partial[b] = s_sum[0];
  }
}
