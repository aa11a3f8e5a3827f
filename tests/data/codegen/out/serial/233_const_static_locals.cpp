// `const`, `constexpr` and `static const` locals at every level of a kernel (kernel body,
// `@outer` body, `@inner` body, regular loop, helper), `const`/`auto` `@exclusive` variables
// initialised from the `@outer` iterator (every work-item's copy), a `const` reference to a
// `@shared` element and a `const int *const` into a parameter; the `@inner` extent and a
// `@shared` extent are `constexpr` locals.
static inline int weight(int k) {
  static const int w[4] = {3, 1, 4, 1};
  constexpr int mask = 3;
  return w[k & mask];
}

extern "C" void constStatics(const int &nb, const int *x, int *out, double *avg) {
  constexpr int W = 5;
  static const int offs[W] = {0, 2, 4, 1, 3};
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    constexpr int H = W + 1;
    static constexpr int scale[2] = {10, 100};
    const int base = b * W;
    int s[H];
    int cb[5];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 5; ++_occa_exclusive_init) {
      cb[_occa_exclusive_init] = b * 2 + 1;
    }
    decltype(b * 0.5) half[5];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 5; ++_occa_exclusive_init) {
      half[_occa_exclusive_init] = b * 0.5;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < W; ++t) {
      _occa_exclusive_index = t;
      const int *const src = x + base;
      s[t] = src[offs[t]] * cb[_occa_exclusive_index];
      if (t == 0) {
        s[W] = -cb[_occa_exclusive_index];
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < W; ++t) {
      _occa_exclusive_index = t;
      const int &mineRef = s[(t + 1) % H];
      static const char tag = 'k';
      int acc = 0;
      for (int k = 0; k < 4; ++k) {
        const int wk = weight(k + t);
        acc += wk * mineRef;
      }
      out[base + t] = acc * scale[b % 2] + tag + cb[_occa_exclusive_index];
      avg[base + t] = half[_occa_exclusive_index] + (double)acc / H;
    }
  }
}
