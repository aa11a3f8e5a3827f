// Prefix attribute spelling: `@outer for (...)` and `@inner for (...)`.
extern "C" void prefixForms(const int &n, const int *x, int *y) {
  for (int b = 0; b < n; b += 8) {
    for (int t = 0; t < 8; ++t) {
      if (b + t < n) {
        y[b + t] = 3 * x[b + t] - 1;
      }
    }
  }
}
