#include <occa/core/kernel.hpp>

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

extern "C" void nestedTemplates_double(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  static_assert(sizeof(double) >= 4, "T must be at least 32 bits");
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, in, out);
    }
  }
}
