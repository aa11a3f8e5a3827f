// Loop headers as HPC code writes them: iterator on the right with `>=` and a macro stride,
// `-=` with a macro stride down to 0 inclusive, an `unsigned` iterator counting down to (but
// not including) 0 written `0u < o`, `long long` iterators starting beyond 2^31, and a
// triangular `@inner` loop whose start depends on the `@outer` iterator.
extern "C" void loopForms(const int &n, const long long &base, int *a, int *b, long long *d, int *c) {
  for (int o = 1; n >= o; o += 3) {
    for (int t = 4; t >= 0; t -= 2) {
      a[(o - 1) / 3 * 3 + (4 - t) / 2] = o * 10 + t;
    }
  }
  for (unsigned int o = n; 0u < o; --o) {
    for (unsigned int t = 3; t > 0; t -= 1) {
      b[(o - 1) * 3 + (t - 1)] = (int)(o * 100 + t);
    }
  }
  for (long long o = base; o < base + 4; ++o) {
    for (long long t = -2; t <= 1; ++t) {
      d[(o - base) * 4 + (t + 2)] = o * 4 + t;
    }
  }
  for (int r = 0; r < 5; ++r) {
    for (int k = r; k < 5; ++k) {
      c[r * 5 + k] = r + k * k;
    }
  }
}
