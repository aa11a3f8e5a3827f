// Loop iterators written per work-item in shapes that need more than a plain copy in one
// `@inner` body (case 246 has the plain ones). On a GPU every work-item computes each
// iterator from its own group and thread index, so a write changes only its own copy:
// * an `@outer` iterator written in a first `@inner` loop and read in a later one (the host
//   keeps one copy per work-item across the two loops);
// * an outer `@inner` iterator written in one nested `@inner` loop and read in the next one,
//   both inside its own body;
// * an `@outer` iterator written in a nested `@outer` body, once per group of the nested loop;
// * an `@outer` iterator written through a helper's reference parameter inside `@inner`;
// * the element iterator of a `@tile` stepped inside its body.
void bump(int &v, int by) {
  v += by;
}

extern "C" void iteratorsPerItem(int *a, int *b, int *c, int *d, int *e) {
  for (int g = 0; g < 3; ++g) {
    int _occa_exclusive_index;
    int _occa_iter_g[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      _occa_iter_g[_occa_exclusive_init] = g;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      _occa_iter_g[_occa_exclusive_index] += t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      a[(_occa_iter_g[_occa_exclusive_index] - t) * 4 + t] = _occa_iter_g[_occa_exclusive_index];
    }
  }
  for (int g = 0; g < 2; ++g) {
    int _occa_exclusive_index;
    int _occa_iter_y[6];
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 3; ++_occa_exclusive_x) {
        _occa_exclusive_index = 3 * y + _occa_exclusive_x;
        _occa_iter_y[_occa_exclusive_index] = y;
      }
      for (int x = 0; x < 3; ++x) {
        _occa_exclusive_index = 3 * y + x;
        _occa_iter_y[_occa_exclusive_index] = _occa_iter_y[_occa_exclusive_index] * 10 + x;
      }
      for (int x = 0; x < 3; ++x) {
        _occa_exclusive_index = 3 * y + x;
        b[(g * 2 + _occa_iter_y[_occa_exclusive_index] / 10) * 3 + x] = _occa_iter_y[_occa_exclusive_index] + 100 * g;
      }
    }
  }
  for (int g = 0; g < 2; ++g) {
    for (int h = 0; h < 3; ++h) {
      int _occa_iter_g = g;
      _occa_iter_g = _occa_iter_g * 10 + h;
      for (int t = 0; t < 2; ++t) {
        c[(_occa_iter_g / 10 * 3 + h) * 2 + t] = _occa_iter_g + t;
      }
    }
  }
  for (int g = 0; g < 2; ++g) {
    for (int t = 0; t < 4; ++t) {
      int _occa_iter_g = g;
      bump(_occa_iter_g, 100 * t);
      d[_occa_iter_g % 100 * 4 + t] = _occa_iter_g;
    }
  }
  for (int _occa_tiled_i = 0; _occa_tiled_i < 10; _occa_tiled_i += 4) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
      int _occa_iter_i = i;
      if (_occa_iter_i < 10) {
        const int start = _occa_iter_i;
        _occa_iter_i += 1000;
        e[start] = _occa_iter_i;
      }
    }
  }
}
