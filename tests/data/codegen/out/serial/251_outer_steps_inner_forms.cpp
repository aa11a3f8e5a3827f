// Several `@outer` nests in one kernel: a decreasing `@outer` loop with step 2 down to 0
// (`b -= 2; b >= 0`), a 2-D nest whose outer loop counts down with `>` and the iterator on the
// right, `@inner` loops with `<=` bounds, steps, iterators on the right and bounds that are
// argument expressions with side-effect-free calls, and nests with different inner sizes
// sharing `@exclusive`-free state through `@shared` arrays.
inline int half(int x) {
  return x / 2;
}

extern "C" void outerStepsInnerForms(const int &n, const int &m, int *a, int *b2, int *c) {
  for (int b = 2 * n - 1; b >= 0; b -= 2) {
    for (int t = 1; t <= 7; t += 3) {
      a[b * 8 + t] = b * 10 + t;
    }
  }
  for (int y = m; 0 < y; --y) {
    for (int x = 0; x < half(m) + 1; ++x) {
      int s[4][3];
      for (int ty = 3; ty >= 0; --ty) {
        for (int tx = 0; 2 >= tx; ++tx) {
          s[ty][tx] = y * 100 + x * 10 + ty * 3 + tx;
        }
      }
      for (int j = 0; 12 > j; j += 1) {
        for (int k = 0; k < 1; ++k) {
          b2[((y - 1) * (half(m) + 1) + x) * 12 + j] = s[(11 - j) / 3][(11 - j) % 3];
        }
      }
    }
  }
  for (int g = 0; g < n; ++g) {
    for (int t = half(2 * n) - 1; t >= half(n); t -= 2) {
      c[g * n + t] = g - t;
    }
  }
}
