// Tiled matrix multiply with `@shared` tiles in a regular loop over k-blocks (the OCCA/CUDA
// textbook form): explicit `@barrier` after the tile loads and after the partial products, both
// between `@inner` nests inside the regular loop, an `@exclusive` accumulator, `#pragma unroll`.
// Defines: -DTS=4
extern "C" void mmShared(const int &M, const int &N, const int &K, const float *A, const float *B, float *C) {
  for (int by = 0; by < (M + 4 - 1) / 4; ++by) {
    for (int bx = 0; bx < (N + 4 - 1) / 4; ++bx) {
      int _occa_exclusive_index;
      float sA[4][4];
      float sB[4][4];
      float acc[16];
      const int nkb = (K + 4 - 1) / 4;
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 4; ++ty) {
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          acc[_occa_exclusive_index] = 0.0f;
        }
      }
      for (int kb = 0; kb < nkb; ++kb) {
        _occa_exclusive_index = 0;
        for (int ty = 0; ty < 4; ++ty) {
          for (int tx = 0; tx < 4; ++tx) {
            _occa_exclusive_index = 4 * ty + tx;
            const int row = by * 4 + ty;
            const int col = bx * 4 + tx;
            const int ka = kb * 4 + tx;
            const int kbb = kb * 4 + ty;
            sA[ty][tx] = row < M && ka < K ? A[row * K + ka] : 0.0f;
            sB[ty][tx] = col < N && kbb < K ? B[kbb * N + col] : 0.0f;
          }
        }
        _occa_exclusive_index = 0;
        for (int ty = 0; ty < 4; ++ty) {
          for (int tx = 0; tx < 4; ++tx) {
            _occa_exclusive_index = 4 * ty + tx;
            #pragma GCC unroll 4
            for (int k = 0; k < 4; ++k) {
              acc[_occa_exclusive_index] += sA[ty][k] * sB[k][tx];
            }
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 4; ++ty) {
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          const int row = by * 4 + ty;
          const int col = bx * 4 + tx;
          if (row < M && col < N) {
            C[row * N + col] = acc[_occa_exclusive_index];
          }
        }
      }
    }
  }
}
