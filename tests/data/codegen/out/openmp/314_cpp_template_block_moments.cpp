namespace cfg {
  constexpr int padded(int n) {
    return n % 2 == 0 ? n + 1 : n;
  }
  constexpr bool isPow2(int n) {
    return n > 0 && (n & (n - 1)) == 0;
  }
}

// A templated kernel whose non-type parameters are the @inner bound, the tree-reduction width
// and @shared extents (one through a namespaced `constexpr` function), checked by a
// `static_assert` on a `constexpr` predicate; a class template with constructors and
// `operator[]`/`operator*=` overloads as @exclusive state, `if constexpr` on a template
// parameter inside an @inner body, and a function template whose non-type parameter has a
// default placed before a deduced type parameter.
// namespace cfg
template <typename T, int M>
struct Powers {
  T v[M];
  Powers() : v{} {
  }
  explicit  Powers(T x) {
    T p = x;
    for (int k = 0; k < M; ++k) {
      v[k] = p;
      p *= x;
    }
  }
  T &operator[](int k) {
    return v[k];
  }
  const T &operator[](int k) const {
    return v[k];
  }
  Powers &operator*=(T s) {
    for (auto &e : v)
      e *= s;
    return *this;
  }
};

template <int P = 2, typename T>
inline T ipow(T x) {
  T r = T(1);
  for (int k = 0; k < P; ++k) {
    r *= x;
  }
  return r;
}

extern "C" void blockMoments_double_8_3(const int &n, const double *x, double *moments, double *peak) {
  static_assert(cfg::isPow2(8), "the tree reduction needs a power of two");
  #pragma omp parallel for
  for (int g = 0; g < (n + 8 - 1) / 8; ++g) {
    int _occa_exclusive_index;
    double s[3][cfg::padded(8)];
    double s_peak[8];
    Powers<double, 3> pw[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      const int i = g * 8 + t;
      const double xi = i < n ? x[i] : double(0);
      pw[_occa_exclusive_index] = Powers<double, 3>(xi);
      if constexpr (3 > 2) {
        pw[_occa_exclusive_index][3 - 1] = -pw[_occa_exclusive_index][3 - 1];
      }
      pw[_occa_exclusive_index] *= double(2);
      s_peak[t] = ipow(xi);
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      for (int m = 0; m < 3; ++m) {
        s[m][t] = pw[_occa_exclusive_index][m];
      }
    }
    for (int w = 8 / 2; w > 0; w /= 2) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        if (t < w) {
          for (int m = 0; m < 3; ++m) {
            s[m][t] += s[m][t + w];
          }
          if (s_peak[t + w] > s_peak[t]) {
            s_peak[t] = s_peak[t + w];
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      if (t < 3) {
        moments[g * 3 + t] = s[t][0];
      }
      if (t == 3) {
        peak[g] = ipow<3>(s_peak[0]);
      }
    }
  }
}
