// An @exclusive used in the body of a @tile(4, @inner, @inner) element loop (inside the tile's
// bounds check, 7 is not a multiple of 4), around the innermost @inner loops below it.
extern "C" void exclusiveMidTile(const int &nB, const int *x, int *y) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int e[24];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_j = 0; _occa_tiled_j < 7; _occa_tiled_j += 4) {
      for (int j = _occa_tiled_j; j < _occa_tiled_j + 4; ++j) {
        if (j < 7) {
          for (int _occa_exclusive_x = 0; _occa_exclusive_x < 3; ++_occa_exclusive_x) {
            _occa_exclusive_index = 12 * (_occa_tiled_j / 4) + 3 * (j - _occa_tiled_j) + _occa_exclusive_x;
            e[_occa_exclusive_index] = x[b * 7 + j];
          }
          for (int i = 0; i < 3; ++i) {
            _occa_exclusive_index = 12 * (_occa_tiled_j / 4) + 3 * (j - _occa_tiled_j) + i;
            y[((b * 7 + j) * 3 + i) * 2] = e[_occa_exclusive_index] * 10 + i;
            e[_occa_exclusive_index] += i;
          }
          for (int _occa_exclusive_x = 0; _occa_exclusive_x < 3; ++_occa_exclusive_x) {
            _occa_exclusive_index = 12 * (_occa_tiled_j / 4) + 3 * (j - _occa_tiled_j) + _occa_exclusive_x;
            e[_occa_exclusive_index] *= 2;
          }
          for (int i = 0; i < 3; ++i) {
            _occa_exclusive_index = 12 * (_occa_tiled_j / 4) + 3 * (j - _occa_tiled_j) + i;
            y[((b * 7 + j) * 3 + i) * 2 + 1] = e[_occa_exclusive_index];
          }
        }
      }
    }
  }
}
