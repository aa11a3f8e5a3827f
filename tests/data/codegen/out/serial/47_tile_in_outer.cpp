// `@tile(n, @outer, @inner)` nested inside another @outer loop, directly and through a regular
// loop and an `if`, with a second @inner level below the tile's element loop.
extern "C" void tileInOuter(const int &NB, const int &M, const int *x, int *y, int *z) {
  for (int b = 0; b < NB; ++b) {
    for (int _occa_tiled_i = 0; _occa_tiled_i < M; _occa_tiled_i += 4) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
        if (i < M) {
          for (int j = 0; j < 3; ++j) {
            y[(b * M + i) * 3 + j] = x[b * M + i] * (j + 1) + b;
          }
        }
      }
    }
  }
  for (int b = 1; b <= NB; ++b) {
    for (int _occa_tiled_i = M - 1; _occa_tiled_i >= 0; _occa_tiled_i -= 3) {
      if (M > 0) {
        for (int i = _occa_tiled_i; i > _occa_tiled_i - 3; --i) {
          if (i >= 0) {
            for (int j = 2; j >= 0; j -= 1) {
              z[((b - 1) * M + i) * 3 + j] = y[((b - 1) * M + (M - 1 - i)) * 3 + j] - i;
            }
          }
        }
      }
    }
  }
}
