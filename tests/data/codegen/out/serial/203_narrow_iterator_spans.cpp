// Parallel `@outer` loops over iterators narrower than `int` (spec 4.1 allows char and short)
// whose start and bound fit the type but whose span does not: `signed char` from -100 to 100
// (200 iterations, up and down), `short` from -20000 to 20000 in steps of 1000, a tile over a
// `signed char` range, and a `short` loop from a run-time start to a constant bound. Each runs
// the iterations of the serial loop (spec 4.2); OpenMP computes a parallel loop's trip count in
// the iterator's own type. Controls: spans that fit (`unsigned char` up to 250 by a macro step,
// `char` letters with `<=`) and a `short` loop with a run-time bound and step.
extern "C" void narrowSpans(const short &lo, const int &hi, const short &st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  for (signed char c = -100; c < 100; ++c) {
    for (int t = 0; t < 2; ++t) {
      up[(c + 100) * 2 + t] = c * 2 + t;
    }
  }
  for (signed char c = 100; c > -100; --c) {
    for (int t = 0; t < 1; ++t) {
      down[100 - c] = c;
    }
  }
  for (short s = -20000; s < 20000; s += 1000) {
    for (int t = 0; t < 3; ++t) {
      wide[(s + 20000) / 1000 * 3 + t] = s + t;
    }
  }
  for (signed char _occa_tiled_c = -90; _occa_tiled_c <= 90; _occa_tiled_c += 64) {
    for (signed char c = _occa_tiled_c; c <= 90 && c - _occa_tiled_c < 64; ++c) {
      tiled[c + 90] = 3 * c;
    }
    if (_occa_tiled_c > 90 - 64) {
      break;
    }
  }
  for (short s = lo; s < 100; s += 1000) {
    for (int t = 0; t < 1; ++t) {
      lows[(s - lo) / 1000] = s;
    }
  }
  for (unsigned char u = 4; u < 250; u += 2) {
    for (int t = 0; t < 1; ++t) {
      ctl[(u - 4) / 2] = u;
    }
  }
  for (char ch = 'A'; ch <= 'z'; ++ch) {
    for (int t = 0; t < 1; ++t) {
      ctl[200 + ch - 'A'] = ch;
    }
  }
  for (decltype((short)0 + hi) _occa_wide_s = (short)lo; _occa_wide_s <= hi; _occa_wide_s += st) {
    short s = _occa_wide_s;
    for (int t = 0; t < 1; ++t) {
      ctl[300 + (s - lo) / st] = s / 10;
    }
  }
}
