// 2-D tiles in the C++ spelling with explicit axes, check=false on an exact extent and the
// default check on a ragged one, the tile size from a `-D` name inside the string: a scaled
// transpose of an M x N matrix.
extern "C" void transposeScale(const int &M, const int &N, const float &alpha, const float *A, float *AT) {
  for (int _occa_tiled_r = 0; _occa_tiled_r < M; _occa_tiled_r += 4) {
    for (int _occa_tiled_c = 0; _occa_tiled_c < N; _occa_tiled_c += 8) {
      for (int r = _occa_tiled_r; r < _occa_tiled_r + 4; ++r) {
        for (int c = _occa_tiled_c; c < _occa_tiled_c + 8; ++c) {
          if (c < N) {
            AT[c * M + r] = alpha * A[r * N + c];
          }
        }
      }
    }
  }
}
