typedef float real_t;
@kernel void matmul(const int M, const int N, const int K,
                    const real_t *A, const real_t *B, real_t *C) {
  for (int by = 0; by < (M + 16 - 1) / 16; ++by; @outer(1)) {
    for (int bx = 0; bx < (N + 16 - 1) / 16; ++bx; @outer(0)) {
      @shared real_t sA[16][16];
      @shared real_t sB[16][16];
      @exclusive real_t acc;
      for (int ty = 0; ty < 16; ++ty; @inner(1)) {
        for (int tx = 0; tx < 16; ++tx; @inner(0)) {
          acc = 0;
        }
      }
      for (int kt = 0; kt < K; kt += 16) {
        for (int ty = 0; ty < 16; ++ty; @inner(1)) {
          for (int tx = 0; tx < 16; ++tx; @inner(0)) {
            const int row = by * 16 + ty, col = bx * 16 + tx;
            sA[ty][tx] = (row < M && kt + tx < K) ? A[row * K + kt + tx] : 0.0f;
            sB[ty][tx] = (col < N && kt + ty < K) ? B[(kt + ty) * N + col] : 0.0f;
          }
        }
        for (int ty = 0; ty < 16; ++ty; @inner(1)) {
          for (int tx = 0; tx < 16; ++tx; @inner(0)) {
            for (int k = 0; k < 16; ++k) acc += sA[ty][k] * sB[k][tx];
          }
        }
      }
      for (int ty = 0; ty < 16; ++ty; @inner(1)) {
        for (int tx = 0; tx < 16; ++tx; @inner(0)) {
          const int row = by * 16 + ty, col = bx * 16 + tx;
          if (row < M && col < N) C[row * N + col] = acc;
        }
      }
    }
  }
}
@kernel void scaleTiled(const int n, const float alpha, float *x) {
  for (int i = n - 1; i >= 0; i -= 2; @tile(16, @outer, @inner, check = true)) {
    x[i] *= alpha;
  }
}
