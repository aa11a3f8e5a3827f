// A run-time `@tile(ts, @inner(1), @inner(0))` (block loop on y, element loop on x) under
// `@outer @max_inner_dims(4, 4) @simd_length(8)`: `@exclusive` scalars and arrays sized by the
// attribute, carried from an increasing tile to a decreasing one (where a work-item meets
// another index) and on to a constant 4 x 3 nest; guarded-out work-items of the last block keep
// their state untouched. A `@directive("#define ...")` inside the `@outer` body defines a macro
// used in the next `@inner` nest.
extern "C" void tileInnerRuntimeMaxDims(const int &nb, const int &n, const int &ts, const int *x, int *out) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int e[16];
    int hist[16][2];
    int s[16];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += ts) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + ts; ++i) {
        _occa_exclusive_index = 4 * (_occa_tiled_i / ts) + (i - _occa_tiled_i);
        if (i < n) {
          e[_occa_exclusive_index] = 3 * x[b * n + i];
          hist[_occa_exclusive_index][0] = i;
          hist[_occa_exclusive_index][1] = -i;
          s[i] = e[_occa_exclusive_index];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = n - 1; _occa_tiled_i >= 0; _occa_tiled_i -= ts) {
      for (int i = _occa_tiled_i; i > _occa_tiled_i - ts; --i) {
        _occa_exclusive_index = 4 * ((n - 1 - _occa_tiled_i) / ts) + (_occa_tiled_i - i);
        if (i >= 0) {
          e[_occa_exclusive_index] = e[_occa_exclusive_index] * 10 + i;
          hist[_occa_exclusive_index][1] += s[i];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 4; ++y) {
      for (int xx = 0; xx < 3; ++xx) {
        _occa_exclusive_index = 4 * y + xx;
        const int id = y * 3 + xx;
        if (id < n) {
          int *o = out + (b * n + id) * 3;
          o[0] = e[_occa_exclusive_index];
          o[1] = hist[_occa_exclusive_index][0];
          o[2] = hist[_occa_exclusive_index][1];
        }
      }
    }
  }
}
