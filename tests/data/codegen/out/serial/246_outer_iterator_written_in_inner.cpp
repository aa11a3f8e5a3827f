// An `@outer` iterator written inside an `@inner` body, and an outer `@inner` iterator
// written inside a nested `@inner` body. On a GPU each work-item has its own copy of both
// (each computes them from its group and thread index), so `b += t` gives work-item t the
// value b + t and nothing else changes. The host keeps one copy per `@outer` iteration (per
// row of work-items for `y`), so the writes accumulate over the work-items.
extern "C" void outerIteratorInInner(int *out, int *out2) {
  for (int b = 0; b < 2; ++b) {
    for (int t = 0; t < 4; ++t) {
      int _occa_iter_b = b;
      const int k = _occa_iter_b * 4 + t;
      _occa_iter_b += t;
      out[k] = _occa_iter_b;
    }
  }
  for (int b = 0; b < 2; ++b) {
    for (int y = 0; y < 2; ++y) {
      for (int x = 0; x < 3; ++x) {
        int _occa_iter_y = y;
        const int k = (b * 2 + _occa_iter_y) * 3 + x;
        _occa_iter_y += 10 * x;
        out2[k] = _occa_iter_y;
      }
    }
  }
}
