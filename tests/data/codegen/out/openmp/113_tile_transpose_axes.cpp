// Classic tiled transpose with explicit axes on both tile levels: `@tile(TS, @outer(1),
// @inner(1))` around `@tile(TS, @outer(0), @inner(0))`, a padded `@shared` tile, and a
// second pass over the same matrix with `check = false` tiles whose iterators step by 2
// (`i += 2`, the range a multiple of the tile span) and count down (`j -= 2`, `>=`).
extern "C" void tileTranspose(const int &rows, const int &cols, const float *in, float *out, int *marks) {
  #pragma omp parallel for
  for (int _occa_tiled_r = 0; _occa_tiled_r < rows; _occa_tiled_r += 4) {
    for (int _occa_tiled_c = 0; _occa_tiled_c < cols; _occa_tiled_c += 4) {
      for (int r = _occa_tiled_r; r < _occa_tiled_r + 4; ++r) {
        if (r < rows) {
          for (int c = _occa_tiled_c; c < _occa_tiled_c + 4; ++c) {
            if (c < cols) {
              out[c * rows + r] = in[r * cols + c];
            }
          }
        }
      }
    }
  }
  #pragma omp parallel for
  for (int by = 0; by < (rows + 4 - 1) / 4; ++by) {
    for (int bx = 0; bx < (cols + 4 - 1) / 4; ++bx) {
      float tile[4][4 + 1];
      for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 4; ++x) {
          const int r = by * 4 + y;
          const int c = bx * 4 + x;
          if (r < rows && c < cols) {
            tile[y][x] = in[r * cols + c];
          }
        }
      }
      for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 4; ++x) {
          const int r = by * 4 + x;
          const int c = bx * 4 + y;
          if (r < rows && c < cols) {
            out[c * rows + r] += tile[x][y];
          }
        }
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < 16; _occa_tiled_i += 8 * 2) {
    for (int _occa_tiled_j = 15; _occa_tiled_j >= 0; _occa_tiled_j -= 4 * 2) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + 8 * 2; i += 2) {
        for (int j = _occa_tiled_j; j > _occa_tiled_j - 4 * 2; j -= 2) {
          marks[i * 16 + j] += 1 + i + 100 * j;
        }
      }
    }
  }
}
