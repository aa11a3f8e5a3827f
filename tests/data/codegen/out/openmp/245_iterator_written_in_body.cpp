// OKL loop iterators written inside their own body. On a GPU the iterator is each
// work-item's (or group's) own local, so a grid-stride loop that reuses the `@inner` iterator
// (`for (; t < n; t += 4)`) moves only that work-item along, and `b += 0`-style writes in the
// `@outer` body outside every `@inner` loop change only that group's copy. On the host the
// iterator was the loop counter itself: the first work-item's grid-stride loop ended the
// `@inner` loop for the others. Also: `++t` through a reference, `@tile` element iterators, a
// decreasing `@inner` iterator with a step, and a `while` loop that walks the iterator down.
extern "C" void iteratorWrites(const int &n, int *a, int *c, int *d, int *e) {
  #pragma omp parallel for
  for (int b = 0; b < 3; ++b) {
    for (int t = 0; t < 4; ++t) {
      int _occa_iter_t = t;
      for (; _occa_iter_t < n; _occa_iter_t += 4) {
        a[b * n + _occa_iter_t] = _occa_iter_t + 1;
      }
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < 6; b += 2) {
    int _occa_iter_b = b;
    const int g = _occa_iter_b;
    _occa_iter_b = _occa_iter_b / 2;
    for (int t = 7; t >= 0; t -= 3) {
      int _occa_iter_t = t;
      int &r = _occa_iter_t;
      c[_occa_iter_b * 8 + _occa_iter_t] = g * 100 + _occa_iter_t;
      r += 1;
      if (_occa_iter_t < 8) {
        c[_occa_iter_b * 8 + _occa_iter_t] += 1000;
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 4) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
      int _occa_iter_i = i;
      if (_occa_iter_i < n) {
        const int k = _occa_iter_i;
        int s = 0;
        while (_occa_iter_i % 4 != 0) {
          --_occa_iter_i;
          ++s;
        }
        d[k] = s * 100 + _occa_iter_i;
      }
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < 2; ++b) {
    for (int y = 0; y < 2; ++y) {
      for (int x = 0; x < 3; ++x) {
        int _occa_iter_x = x;
        const int k = (b * 2 + y) * 3 + _occa_iter_x;
        e[k] = _occa_iter_x;
        _occa_iter_x *= 10;
        e[k] += _occa_iter_x;
      }
    }
  }
}
