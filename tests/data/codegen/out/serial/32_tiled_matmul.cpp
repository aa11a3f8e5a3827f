// Shared-memory tiled matrix multiply, 2-D outer/inner nests with explicit axes.
// Defines: -DTILE=16
typedef float real_t;

extern "C" void matmul(const int &M, const int &N, const int &K, const real_t *A, const real_t *B, real_t *C) {
  for (int by = 0; by < (M + 8 - 1) / 8; ++by) {
    for (int bx = 0; bx < (N + 8 - 1) / 8; ++bx) {
      int _occa_exclusive_index;
      real_t sA[8][8];
      real_t sB[8][8];
      real_t acc[64];
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 8; ++ty) {
        for (int tx = 0; tx < 8; ++tx) {
          _occa_exclusive_index = 8 * ty + tx;
          acc[_occa_exclusive_index] = 0;
        }
      }
      for (int kt = 0; kt < K; kt += 8) {
        _occa_exclusive_index = 0;
        for (int ty = 0; ty < 8; ++ty) {
          for (int tx = 0; tx < 8; ++tx) {
            _occa_exclusive_index = 8 * ty + tx;
            const int row = by * 8 + ty;
            const int col = bx * 8 + tx;
            sA[ty][tx] = row < M && kt + tx < K ? A[row * K + kt + tx] : 0.0f;
            sB[ty][tx] = col < N && kt + ty < K ? B[(kt + ty) * N + col] : 0.0f;
          }
        }
        _occa_exclusive_index = 0;
        for (int ty = 0; ty < 8; ++ty) {
          for (int tx = 0; tx < 8; ++tx) {
            _occa_exclusive_index = 8 * ty + tx;
            for (int k = 0; k < 8; ++k) {
              acc[_occa_exclusive_index] += sA[ty][k] * sB[k][tx];
            }
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 8; ++ty) {
        for (int tx = 0; tx < 8; ++tx) {
          _occa_exclusive_index = 8 * ty + tx;
          const int row = by * 8 + ty;
          const int col = bx * 8 + tx;
          if (row < M && col < N) {
            C[row * N + col] = acc[_occa_exclusive_index];
          }
        }
      }
    }
  }
}

extern "C" void scaleTiled(const int &n, const float &alpha, float *x) {
  for (int _occa_tiled_i = n - 1; _occa_tiled_i >= 0; _occa_tiled_i -= 8 * 2) {
    for (int i = _occa_tiled_i; i > _occa_tiled_i - 8 * 2; i -= 2) {
      if (i >= 0) {
        x[i] *= alpha;
      }
    }
  }
}
