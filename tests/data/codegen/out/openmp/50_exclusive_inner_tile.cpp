// @exclusive and @shared with 2-D inner nests produced by `@tile(.., @inner, @inner)`, stepped and
// decreasing, checked and unchecked.
extern "C" void exclusiveInnerTile(const int &nB, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int v[12];
    int w[12][2];
    int s[24];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = 0; _occa_tiled_i < 24; _occa_tiled_i += 4 * 2) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + 4 * 2; i += 2) {
        _occa_exclusive_index = 4 * (_occa_tiled_i / (4 * 2)) + (i - _occa_tiled_i) / 2;
        if (i < 24) {
          v[_occa_exclusive_index] = x[b * 24 + i];
          w[_occa_exclusive_index][0] = i;
          s[i] = v[_occa_exclusive_index];
          s[i + 1] = -v[_occa_exclusive_index];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = 11; _occa_tiled_i >= 0; _occa_tiled_i -= 4) {
      for (int i = _occa_tiled_i; i > _occa_tiled_i - 4; --i) {
        _occa_exclusive_index = 4 * ((11 - _occa_tiled_i) / 4) + (_occa_tiled_i - i);
        w[_occa_exclusive_index][1] = s[2 * i + 1] + v[_occa_exclusive_index];
      }
    }
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = 0; _occa_tiled_i < 10; _occa_tiled_i += 4) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
        _occa_exclusive_index = 4 * (_occa_tiled_i / 4) + (i - _occa_tiled_i);
        if (i < 10) {
          y[b * 12 + i] = v[_occa_exclusive_index] * 10000 + w[_occa_exclusive_index][0] * 100 + w[_occa_exclusive_index][1];
        }
      }
    }
  }
}
