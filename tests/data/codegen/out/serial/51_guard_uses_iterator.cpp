// @inner bodies that are a single `if (t < g)` whose bound g mentions the iterator itself: the
// condition is not monotone in t, so it must be evaluated for every iteration.
extern "C" void guardUsesIterator(const int &nB, const int *x, int *y) {
  for (int b = 0; b < nB; ++b) {
    const int lim = x[b] % 7 + 4;
    for (int t = 0; t < 16; ++t) {
      if (t < 2 * t - lim) {
        y[b * 16 + t] += 1;
      }
    }
    for (int t = 0; t < 16; ++t) {
      if (t < (lim - t) * (lim - t) - 3) {
        y[b * 16 + t] += 10;
      }
    }
  }
  for (int b = 0; b < nB; ++b) {
    const int lim = x[b] % 7 + 4;
    for (int ty = 0; ty < 4; ++ty) {
      for (int tx = 0; tx < 4; ++tx) {
        if (tx < ty * tx - 1 + lim % 2) {
          y[b * 16 + ty * 4 + tx] += 100;
        }
      }
    }
  }
}
