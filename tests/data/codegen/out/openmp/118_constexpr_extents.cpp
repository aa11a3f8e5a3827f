// `@shared` extents, `@exclusive` sizes and `@inner` bounds written with C++ constant
// expressions that are not plain literals: a `constexpr` function, a `static constexpr`
// struct member, `sizeof` of a type, an enumerator of a typed enum, and a template-free
// `constexpr` array element.
constexpr int sq(int x) {
  return x * x;
}

struct Cfg {
  static constexpr int lanes = 4;
};

enum Width : unsigned char {
  W2 = 2,
  W4 = 4
};

constexpr int strides[3] = {1, 4, 16};

extern "C" void constexprExtents(const int &nb, int *out) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int s[sq(Cfg::lanes)];
    int u[sizeof(double) * W2];
    int e[16];
    _occa_exclusive_index = 0;
    for (int t = 0; t < sq(Cfg::lanes); ++t) {
      _occa_exclusive_index = t;
      s[t] = t * strides[1];
      if (t < (int)sizeof(u) / (int)sizeof(int)) {
        u[t] = t;
      }
      e[_occa_exclusive_index] = b * 100 + t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < sq(Cfg::lanes); ++t) {
      _occa_exclusive_index = t;
      out[b * 16 + t] = e[_occa_exclusive_index] + s[15 - t] + (t < 16 ? u[t] : 0) * strides[2];
    }
  }
}
