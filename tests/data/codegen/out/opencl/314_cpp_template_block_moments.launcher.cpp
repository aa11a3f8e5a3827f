#include <occa/core/kernel.hpp>

// A templated kernel whose non-type parameters are the @inner bound, the tree-reduction width
// and @shared extents (one through a namespaced `constexpr` function), checked by a
// `static_assert` on a `constexpr` predicate; a class template with constructors and
// `operator[]`/`operator*=` overloads as @exclusive state, `if constexpr` on a template
// parameter inside an @inner body, and a function template whose non-type parameter has a
// default placed before a deduced type parameter.
int cfg__padded(int n) {
  return n % 2 == 0 ? n + 1 : n;
}

bool cfg__isPow2(int n) {
  return n > 0 && (n & (n - 1)) == 0;
}

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
  T r = (T)1;
  for (int k = 0; k < P; ++k) {
    r *= x;
  }
  return r;
}

inline double _occa_ipow_3_double(double x) {
  double r = (double)1;
  for (int k = 0; k < 3; ++k) {
    r *= x;
  }
  return r;
}

extern "C" void blockMoments_double_8_3(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *moments, occa::modeMemory_t *peak) {
  static_assert(cfg::isPow2(8), "the tree reduction needs a power of two");
  {
    const long long _occa_outer_x = (n + 8 - 1) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, moments, peak);
    }
  }
}
