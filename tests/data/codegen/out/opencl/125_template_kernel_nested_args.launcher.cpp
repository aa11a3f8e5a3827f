#include <occa/core/kernel.hpp>

// A templated kernel whose helpers use nested template arguments closed by `>>`, a default
// template argument, a non-type parameter deduced from an array reference, a `static_assert`
// on the type parameter, and a `@shared` array and `@exclusive` of the template type.
inline double _occa_sumAll_double_2(const double a[2]) {
  double s = (double)0;
  for (int i = 0; i < 2; ++i) {
    s += a[i];
  }
  return s;
}

struct _occa_Vec_double_2 {
  double v[2];
};

struct _occa_Pair_Vec_double {
  _occa_Vec_double_2 first;
  _occa_Vec_double_2 second;
};

struct _occa_Vec_Vec_double_2_2 {
  _occa_Vec_double_2 v[2];
};

extern "C" void nestedTemplates_double(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *in, occa::modeMemory_t *out) {
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
