// `@tile` with an empty loop-attribute argument (spec 3.3: either may be omitted, giving a plain
// loop; legacy OCCA accepts the empty argument). `@tile(4, , @inner)`: a plain block loop
// around an @inner element loop, so one work-group runs the @inner loop once per tile and each
// work-item (i - tile start) sums a strided slice into an @exclusive accumulator (the
// libParanumal strided-reduction shape). `@tile(2, @outer, )`: an @outer block loop whose plain
// element loop (with its bounds check) runs the @inner loops of two rows in turn, through a
// @shared row. The normalised spelling `[[okl_tile("(3, , @inner, check=false)")]]` too.
extern "C" void tileEmptyArgs(const int &rows, const int &cols, const int *x, int *lane, int *rev, int *mark) {
  #pragma omp parallel for
  for (int r = 0; r < rows; ++r) {
    int _occa_exclusive_index;
    int acc[4];
    int seen[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      acc[_occa_exclusive_index] = 0;
      seen[_occa_exclusive_index] = 0;
    }
    for (int _occa_tiled_c = 0; _occa_tiled_c < cols; _occa_tiled_c += 4) {
      _occa_exclusive_index = 0;
      for (int c = _occa_tiled_c; c < _occa_tiled_c + 4; ++c) {
        _occa_exclusive_index = c - _occa_tiled_c;
        if (c < cols) {
          acc[_occa_exclusive_index] += x[r * cols + c];
          ++seen[_occa_exclusive_index];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      lane[r * 4 + t] = acc[_occa_exclusive_index] * 100 + seen[_occa_exclusive_index];
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_r = 0; _occa_tiled_r < rows; _occa_tiled_r += 2) {
    for (int r = _occa_tiled_r; r < _occa_tiled_r + 2; ++r) {
      if (r < rows) {
        int row[16];
        for (int c = 0; c < 16; ++c) {
          row[c] = c < cols ? x[r * cols + c] : 0;
        }
        for (int c = 0; c < 16; ++c) {
          if (c < cols) {
            rev[r * cols + c] = row[cols - 1 - c] - r;
          }
        }
      }
    }
  }
  #pragma omp parallel for
  for (int r = 0; r < rows; ++r) {
    for (int _occa_tiled_c = 0; _occa_tiled_c < 12; _occa_tiled_c += 3) {
      for (int c = _occa_tiled_c; c < _occa_tiled_c + 3; ++c) {
        mark[r * 12 + c] += c * (r + 1);
      }
    }
  }
}
