// Five top-level `@outer` nests in one kernel whose work-groups differ in shape and size: 1-D of
// 16 with `@shared`/`@exclusive`, 2-D 3 x 5 with an `@exclusive` array and a 3-level nest
// reusing the names, a decreasing nest of run-time size under `@max_inner_dims`, and a tile.
extern "C" void multiNests(const int &n, const int &m, const int *x, int *a, int *b, int *c, int *d) {
  for (int g = 0; g < n; g += 16) {
    int _occa_exclusive_index;
    int e[16];
    int s[16];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index] = x[g + t];
      s[t] = e[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      _occa_exclusive_index = t;
      a[g + t] = e[_occa_exclusive_index] * 3 + s[15 - t];
    }
  }
  for (int g = 0; g < 4; ++g) {
    int _occa_exclusive_index;
    int e[15][2];
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 3; ++ty) {
      for (int tx = 0; tx < 5; ++tx) {
        _occa_exclusive_index = 5 * ty + tx;
        e[_occa_exclusive_index][0] = g * 15 + ty * 5 + tx;
        e[_occa_exclusive_index][1] = x[e[_occa_exclusive_index][0] % n];
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 3; ++ty) {
      for (int tx = 0; tx < 5; ++tx) {
        _occa_exclusive_index = 5 * ty + tx;
        b[e[_occa_exclusive_index][0]] = e[_occa_exclusive_index][1] - e[_occa_exclusive_index][0];
      }
    }
  }
  for (int g = 2; g >= 0; --g) {
    int _occa_exclusive_index;
    int e[64];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 64; ++_occa_exclusive_init) {
      e[_occa_exclusive_init] = g;
    }
    _occa_exclusive_index = 0;
    for (int t = m - 1; t >= 0; --t) {
      _occa_exclusive_index = m - 1 - t;
      e[_occa_exclusive_index] += t;
    }
    _occa_exclusive_index = 0;
    for (int t = m - 1; t >= 0; --t) {
      _occa_exclusive_index = m - 1 - t;
      c[g * m + t] = e[_occa_exclusive_index] * 2;
    }
  }
  for (int g = 0; g < 2; ++g) {
    int _occa_exclusive_index;
    short e[28];
    _occa_exclusive_index = 0;
    for (int z = 0; z < 2; ++z) {
      for (int y = 0; y < 2; ++y) {
        for (int w = 0; w < 7; ++w) {
          _occa_exclusive_index = 14 * z + 7 * y + w;
          e[_occa_exclusive_index] = (short)(z * 100 + y * 10 + w);
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int z = 0; z < 2; ++z) {
      for (int y = 0; y < 2; ++y) {
        for (int w = 0; w < 7; ++w) {
          _occa_exclusive_index = 14 * z + 7 * y + w;
          d[g * 28 + (z * 2 + y) * 7 + w] = e[_occa_exclusive_index] + g * 1000;
        }
      }
    }
  }
  for (int _occa_tiled_i = 0; _occa_tiled_i < 13; _occa_tiled_i += 6) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 6; ++i) {
      if (i < 13) {
        d[56 + i] = i * i;
      }
    }
  }
}
