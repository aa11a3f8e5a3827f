// Class templates as `@exclusive` and `@shared` element types (`Pair<float>`, `Pair<int>`),
// a member function template called on them (argument deduced), and a `static` data member used as an
// `@inner` bound.
template <typename T>
struct Pair {
  T a, b;
  T sum() const {
    return a + b;
  }
  template <typename U>
  U scaled(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

struct Cfg {
  static constexpr int width = 5;
};

extern "C" void templateState(const int &nb, const float *x, float *y, int *z) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    Pair<float> p[5];
    Pair<int> s[Cfg::width];
    _occa_exclusive_index = 0;
    for (int t = 0; t < Cfg::width; ++t) {
      _occa_exclusive_index = t;
      p[_occa_exclusive_index].a = x[b * Cfg::width + t];
      p[_occa_exclusive_index].b = 2.0f * p[_occa_exclusive_index].a;
      s[t].a = t;
      s[t].b = b;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < Cfg::width; ++t) {
      _occa_exclusive_index = t;
      y[b * Cfg::width + t] = p[_occa_exclusive_index].sum() + p[_occa_exclusive_index].scaled(0.5f);
      z[b * Cfg::width + t] = s[Cfg::width - 1 - t].sum() * 10 + s[t].scaled(3);
    }
  }
}
