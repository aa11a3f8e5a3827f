// `@tile` with explicit axes mixed with plain loops at other levels. First nest: a
// `@tile(2, @outer(1), )` whose element loop is a plain loop holding an `@outer(0)` loop, so a
// regular loop sits between the two `@outer` levels; inside, a `@tile(4, @inner(1), @inner(0))`
// nest writes `@shared` and `@exclusive` data that a plain `@inner(1)`/`@inner(0)` nest reads
// transposed (the two nests must number their work-items alike). Second nest: an `@outer` whose
// body walks a `@tile(3, , @inner)` (plain block loop, `@inner` element loop over 7 with the
// check) with an `@exclusive` counter that persists over the block iterations, then reads it in
// a plain `@inner` loop over the same 3 work-items.
extern "C" void tileAxesPlain(const int &ny, const int &nx, int *grid, int *blocks) {
  #pragma omp parallel for
  for (int _occa_tiled_by = 0; _occa_tiled_by < ny; _occa_tiled_by += 2) {
    for (int by = _occa_tiled_by; by < _occa_tiled_by + 2; ++by) {
      if (by < ny) {
        for (int bx = 0; bx < nx; bx += 2) {
          int _occa_exclusive_index;
          int tileS[2][4];
          int mine[8];
          _occa_exclusive_index = 0;
          for (int _occa_tiled_t = 0; _occa_tiled_t < 8; _occa_tiled_t += 4) {
            for (int t = _occa_tiled_t; t < _occa_tiled_t + 4; ++t) {
              _occa_exclusive_index = 4 * (_occa_tiled_t / 4) + (t - _occa_tiled_t);
              if (t < 8) {
                mine[_occa_exclusive_index] = 100 * by + 10 * bx + t;
                tileS[t / 4][t % 4] = mine[_occa_exclusive_index];
              }
            }
          }
          _occa_exclusive_index = 0;
          for (int r = 0; r < 2; ++r) {
            for (int c = 0; c < 4; ++c) {
              _occa_exclusive_index = 4 * r + c;
              const int cell = ((by * nx + bx) * 2 + r) * 4 + c;
              grid[cell] = tileS[1 - r][3 - c] * 1000 + mine[_occa_exclusive_index];
            }
          }
        }
      }
    }
  }
  #pragma omp parallel for
  for (int g = 0; g < 2; ++g) {
    int _occa_exclusive_index;
    int count[3];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 3; ++t) {
      _occa_exclusive_index = t;
      count[_occa_exclusive_index] = 0;
    }
    for (int _occa_tiled_i = 0; _occa_tiled_i < 7; _occa_tiled_i += 3) {
      _occa_exclusive_index = 0;
      for (int i = _occa_tiled_i; i < _occa_tiled_i + 3; ++i) {
        _occa_exclusive_index = i - _occa_tiled_i;
        if (i < 7) {
          count[_occa_exclusive_index] += i + 1;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 3; ++t) {
      _occa_exclusive_index = t;
      blocks[g * 3 + t] = count[_occa_exclusive_index] * 10 + g;
    }
  }
}
