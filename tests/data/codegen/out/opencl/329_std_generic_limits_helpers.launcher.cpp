#include <occa/core/kernel.hpp>
#include <cfloat>
#include <climits>

#include <array>
#include <limits>
#include <type_traits>

// Generic helpers over std:: class and variable templates: std::numeric_limits<T> inside a
// function template (the identity of a maximum for any T), std::tuple_size_v of a std::array,
// std::integral_constant's `::value`, std::common_type_t as a return type, and a nested
// std::remove_cv_t<std::remove_reference_t<...>> in a declaration; a templated kernel
// instantiated for double.
inline double _occa_maxOf_double_3(const double v[3]) {
  double m = -DBL_MAX;
  for (int j = 0; j < 3; ++j) {
    m = v[j] > m ? v[j] : m;
  }
  return m;
}

inline double _occa_addMixed_double_int(double a, int b) {
  return a + b;
}

const int WIDTH = 3;

extern "C" void windowMax_double(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y);
    }
  }
}
