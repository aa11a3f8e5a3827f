// OKL loop iterators written inside their own body. On a GPU the iterator is each
// work-item's (or group's) own local, so a grid-stride loop that reuses the `@inner` iterator
// (`for (; t < n; t += 4)`) moves only that work-item along, and `b += 0`-style writes in the
// `@outer` body outside every `@inner` loop change only that group's copy. On the host the
// iterator was the loop counter itself: the first work-item's grid-stride loop ended the
// `@inner` loop for the others. Also: `++t` through a reference, `@tile` element iterators, a
// decreasing `@inner` iterator with a step, and a `while` loop that walks the iterator down.
extern "C" void iteratorWrites(const int &n, int *a, int *c, int *d, int *e) {
  for (int b = 0; b < 3; ++b) {
    for (int _occa_it_t = 0; _occa_it_t < 4; ++_occa_it_t) {
      int t = _occa_it_t;
      for (; t < n; t += 4) {
        a[b * n + t] = t + 1;
      }
    }
  }
  for (int _occa_it_b = 0; _occa_it_b < 6; _occa_it_b += 2) {
    int b = _occa_it_b;
    const int g = b;
    b = b / 2;
    for (int _occa_it_t = 7; _occa_it_t >= 0; _occa_it_t -= 3) {
      int t = _occa_it_t;
      int &r = t;
      c[b * 8 + t] = g * 100 + t;
      r += 1;
      if (t < 8) {
        c[b * 8 + t] += 1000;
      }
    }
  }
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 4) {
    for (int _occa_it_i = _occa_tiled_i; _occa_it_i < _occa_tiled_i + 4; ++_occa_it_i) {
      int i = _occa_it_i;
      if (i < n) {
        const int k = i;
        int s = 0;
        while (i % 4 != 0) {
          --i;
          ++s;
        }
        d[k] = s * 100 + i;
      }
    }
  }
  for (int b = 0; b < 2; ++b) {
    for (int y = 0; y < 2; ++y) {
      for (int _occa_it_x = 0; _occa_it_x < 3; ++_occa_it_x) {
        int x = _occa_it_x;
        const int k = (b * 2 + y) * 3 + x;
        e[k] = x;
        x *= 10;
        e[k] += x;
      }
    }
  }
}
