// An `@exclusive` array declared in an `@outer(2)` body, used by one nested `@outer(1)` loop
// whose body runs an `@outer(0)` loop three times from a regular loop and then reads the
// copies in a sibling `@tile(4, @outer(0), @inner(0))` loop. On a GPU work-item
// (bz, by, bx, t) keeps its copy across the regular loop's iterations and the tile reads it
// (i = bx * 4 + t names the same work-item).
extern "C" void exclusiveNestedOuterInLoop(const int &nz, const int *x, int *out) {
  for (int bz = 0; bz < nz; ++bz) {
    int _occa_exclusive_index;
    int e[24][2];
    for (int by = 0; by < 2; ++by) {
      for (int k = 0; k < 3; ++k) {
        for (int bx = 0; bx < 3; ++bx) {
          _occa_exclusive_index = 0;
          for (int t = 0; t < 4; ++t) {
            _occa_exclusive_index = 12 * by + 4 * bx + t;
            const int g = ((bz * 2 + by) * 3 + bx) * 4 + t;
            if (k == 0) {
              e[_occa_exclusive_index][0] = x[g];
              e[_occa_exclusive_index][1] = 0;
            } else {
              e[_occa_exclusive_index][1] += e[_occa_exclusive_index][0] * k;
            }
          }
        }
      }
      for (int _occa_tiled_i = 0; _occa_tiled_i < 12; _occa_tiled_i += 4) {
        _occa_exclusive_index = 0;
        for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
          _occa_exclusive_index = 12 * by + 4 * (_occa_tiled_i / 4) + (i - _occa_tiled_i);
          if (i < 12) {
            out[(bz * 2 + by) * 12 + i] = e[_occa_exclusive_index][0] * 100 + e[_occa_exclusive_index][1];
          }
        }
      }
    }
  }
}
