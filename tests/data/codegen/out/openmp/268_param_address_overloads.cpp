// Addresses of by-value kernel parameters passed to helpers inside `@inner` loops: a helper
// taking `int *` writes through it (each work-item writes its own copy, as on a GPU), one
// taking `const int *` only reads (the argument stays uniform, so it may bound a regular loop
// around the next `@inner` loop), and an overload set with both (`C++` picks `int *` for `&m`
// of a non-`const` `m`, so it is a write).
void poke(int *p) {
  *p += 10;
}

int peek(const int *p) {
  return *p;
}

int twice(const int *p) {
  return 2 * *p;
}

int twice(int *p) {
  *p *= 2;
  return *p;
}

extern "C" void addressUses(int &n, int &m, int *y, int *z, int *w) {
  #pragma omp parallel for
  for (int b = 0; b < 2; ++b) {
    for (int t = 0; t < 4; ++t) {
      int _occa_param_n = n;
      if (t % 2 == 1) {
        poke(&_occa_param_n);
      }
      y[b * 4 + t] = peek(&_occa_param_n) + t;
    }
    for (int k = 0; k < peek(&m); ++k) {
      for (int t = 0; t < 4; ++t) {
        z[(b * 3 + k) * 4 + t] = peek(&m) + k + t;
      }
    }
    for (int t = 0; t < 4; ++t) {
      int _occa_param_m = m;
      w[b * 4 + t] = twice(&_occa_param_m) + t;
    }
  }
}
