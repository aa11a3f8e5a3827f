// `constexpr` functions of two parameters (one calling the other, one recursive) and elements
// of an unsized `constexpr` array in a `@shared` extent and in `@inner` bounds that size
// `@exclusive` storage.
constexpr int span2(int a, int b) {
  return a * b + (a > b ? a - b : b - a);
}

constexpr int pw(int base, int e) {
  return e == 0 ? 1 : base * pw(base, e - 1);
}

constexpr int widths[] = {3, 2, 5};

using ilong = long;

extern "C" void constexprTwoParams(const int &nb, int *out) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int s[pw(2, 4)];
    int e[7];
    _occa_exclusive_index = 0;
    for (int t = 0; t < span2(widths[0], widths[1]); ++t) {
      _occa_exclusive_index = t;
      s[t] = t * (int)(ilong)pw(3, 2);
      e[_occa_exclusive_index] = b * 100 + t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < span2(widths[0], widths[1]); ++t) {
      _occa_exclusive_index = t;
      out[b * 7 + t] = e[_occa_exclusive_index] + s[6 - t];
    }
  }
}
