// Plain loops between two `@inner` levels that share `@exclusive` state: a
// `@tile(2, @inner(1), )` whose element loop is a plain loop around an `@inner(0)` loop (each
// work-item (y, x) runs two element iterations), and a regular `for (k ...)` between
// `@inner(1)` and `@inner(0)` writing `@shared` data; then a plain 2-D nest reads both. On a
// GPU the innermost body runs several times per work-item, so the host's per-work-item slot must
// follow the work-item, not count executions of the innermost body.
extern "C" void plainMidLevels(const int &n, int *out) {
  for (int g = 0; g < n; ++g) {
    int _occa_exclusive_index;
    int acc[6];
    int s[2][3];
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int x = 0; x < 3; ++x) {
        _occa_exclusive_index = 3 * y + x;
        acc[_occa_exclusive_index] = 10 * y + x;
      }
    }
    _occa_exclusive_index = 0;
    for (int _occa_tiled_yy = 0; _occa_tiled_yy < 4; _occa_tiled_yy += 2) {
      for (int yy = _occa_tiled_yy; yy < _occa_tiled_yy + 2; ++yy) {
        if (yy < 4) {
          for (int x = 0; x < 3; ++x) {
            _occa_exclusive_index = 3 * (_occa_tiled_yy / 2) + x;
            acc[_occa_exclusive_index] += yy;
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int k = 0; k < 2; ++k) {
        for (int x = 0; x < 3; ++x) {
          _occa_exclusive_index = 3 * y + x;
          acc[_occa_exclusive_index] += 100 * k;
          s[y][x] = acc[_occa_exclusive_index];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int x = 0; x < 3; ++x) {
        _occa_exclusive_index = 3 * y + x;
        out[(g * 2 + y) * 3 + x] = s[1 - y][2 - x] * 1000 + acc[_occa_exclusive_index];
      }
    }
  }
}
