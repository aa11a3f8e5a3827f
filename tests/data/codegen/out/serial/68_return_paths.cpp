// `return` ends one work-item inside an @inner loop and one work-group in an @outer body outside
// the @inner loops. The work-items and groups that return come first in sequential order, from
// inside a regular loop, from a `switch`, from an outer @inner level and from a tile.
extern "C" void returnPaths(const int &n, const int *skip, int *a, int *b, int *c) {
  for (int g = 0; g < 8; ++g) {
    if (skip[g] != 0) {
      continue;
    }
    for (int t = 0; t < 8; ++t) {
      {
        const int i = g * 8 + t;
        if (t < 2) {
          continue;
        }
        int acc = 0;
        for (int k = 0; k < 4; ++k) {
          if (k * t > 9) {
            goto _occa_return_0;
          }
          acc += k;
        }
        const int twice = 2 * acc;
        switch (t % 3) {
          case 0:
            continue;
          default:
            break;
        }
        a[i] = twice + 1;
      }
    _occa_return_0:
      ;
    }
  }
  for (int g = 0; g < 3; ++g) {
    for (int y = 0; y < 4; ++y) {
      if (y == 1) {
        continue;
      }
      for (int x = 0; x < 5; ++x) {
        if (x == y) {
          continue;
        }
        b[(g * 4 + y) * 5 + x] = 1 + x + y;
      }
    }
  }
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 4) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
      if (i < n) {
        if (i % 3 == 0) {
          continue;
        }
        c[i] = i;
      }
    }
  }
}
