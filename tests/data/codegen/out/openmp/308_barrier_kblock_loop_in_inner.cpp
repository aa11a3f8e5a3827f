// A matrix product whose `@inner` body holds a regular loop over k-blocks with `@barrier` at
// its top and bottom: the trip count comes from kernel arguments, so every work-item reaches
// both barriers even though the sums read only global memory.
// Defines: -DTS=4
extern "C" void mmDirect(const int &M, const int &N, const int &K, const float *A, const float *B, float *D) {
  #pragma omp parallel for
  for (int by = 0; by < (M + 4 - 1) / 4; ++by) {
    for (int bx = 0; bx < (N + 4 - 1) / 4; ++bx) {
      for (int ty = 0; ty < 4; ++ty) {
        for (int tx = 0; tx < 4; ++tx) {
          const int row = by * 4 + ty;
          const int col = bx * 4 + tx;
          const int nkb = (K + 4 - 1) / 4;
          float acc = 0.0f;
          for (int kb = 0; kb < nkb; ++kb) {
            for (int k = kb * 4; k < kb * 4 + 4; ++k) {
              if (row < M && col < N && k < K) {
                acc += A[row * K + k] * B[k * N + col];
              }
            }
          }
          if (row < M && col < N) {
            D[row * N + col] = acc;
          }
        }
      }
    }
  }
}
