// A templated kernel whose helpers use nested template arguments closed by `>>`, a default
// template argument, a non-type parameter deduced from an array reference, a `static_assert`
// on the type parameter, and a `@shared` array and `@exclusive` of the template type.
template <typename T, int N = 2>
struct Vec {
  T v[N];
};

template <typename T>
struct Pair {
  T first;
  T second;
};

template <typename T, int N>
inline T sumAll(const T (&a)[N]) {
  T s = T(0);
  for (int i = 0; i < N; ++i) {
    s += a[i];
  }
  return s;
}

extern "C" void nestedTemplates_double(const int &n, const double *in, double *out) {
  static_assert(sizeof(double) >= 4, "T must be at least 32 bits");
  #pragma omp parallel for
  for (int b = 0; b < n; ++b) {
    int _occa_exclusive_index;
    double s[4];
    Pair<Vec<double>> p[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      p[_occa_exclusive_index].first.v[0] = in[b * 4 + t];
      p[_occa_exclusive_index].first.v[1] = double(2) * in[b * 4 + t];
      p[_occa_exclusive_index].second = Vec<double>{{double(t), double(1)}};
      s[t] = sumAll(p[_occa_exclusive_index].first.v);
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      Vec<Vec<double, 2>, 2> grid{};
      grid.v[1].v[0] = s[3 - t];
      out[b * 4 + t] = sumAll(p[_occa_exclusive_index].second.v) + grid.v[1].v[0] + grid.v[0].v[1];
    }
  }
}
