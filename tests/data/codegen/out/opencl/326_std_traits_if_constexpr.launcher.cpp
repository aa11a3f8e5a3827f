#include <occa/core/kernel.hpp>

#include <type_traits>

// Template helpers steered by standard type traits: `if constexpr` on std::is_same_v, a
// std::enable_if_t default template argument, std::conditional_t choosing the accumulator
// type, and std::is_integral_v in a static_assert; the kernel calls them with float, double
// and int arguments.
inline int _occa_weigh_int(int v) {
  return v * 3;
}

inline float _occa_weigh_float(float v) {
  return v * 2;
}

inline double _occa_weigh_double(double v) {
  return v * 3;
}

inline double _occa_half_double_0(double v) {
  return v / 2;
}

inline float _occa_half_float_0(float v) {
  return v / 2;
}

extern "C" void traits(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *xf, occa::modeMemory_t *xd, occa::modeMemory_t *xi, occa::modeMemory_t *y) {
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
      kernel(n, xf, xd, xi, y);
    }
  }
}
