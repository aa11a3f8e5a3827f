// Several top-level @outer nests with negative and non-zero starts, a 2-D @outer nest with a
// decreasing stepped axis, @inner loops with negative starts, and @shared/@exclusive data.
extern "C" void outerNegativeStarts(const int &lo, const int &hi, const int *x, int *y, int *z, int *w) {
  for (int b = lo; b < hi; ++b) {
    int _occa_exclusive_index;
    int s[6];
    int e[6];
    _occa_exclusive_index = 0;
    for (int t = -3; t < 3; ++t) {
      _occa_exclusive_index = t - -3;
      e[_occa_exclusive_index] = x[(b - lo) * 6 + t + 3] + b;
      s[t + 3] = e[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = -3; t <= 2; t++) {
      _occa_exclusive_index = t - -3;
      y[(b - lo) * 6 + t + 3] = e[_occa_exclusive_index] * 10 + s[2 - t];
    }
  }
  for (int by = hi; by > lo; by -= 2) {
    for (int bx = -2; bx <= 1; ++bx) {
      for (int t = 0; t < 3; ++t) {
        z[((hi - by) / 2 * 4 + bx + 2) * 3 + t] = by * 100 + bx * 10 + t;
      }
    }
  }
  for (int b = -1; -4 < b; --b) {
    for (int t = -1; t > -5; t -= 1) {
      w[(-1 - b) * 4 + (-1 - t)] = b * t;
    }
  }
}
