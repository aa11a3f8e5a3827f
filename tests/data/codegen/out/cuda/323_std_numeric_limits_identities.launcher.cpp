#include <occa/core/kernel.hpp>

namespace _occa_std {
  template <typename T>
  struct numeric_limits {
    static constexpr bool is_specialized = false;
  };
  template <>
  struct numeric_limits<int> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = true;
    static constexpr int digits = 31;
    static constexpr int min() {
      return -__INT_MAX__ - 1;
    }
    static constexpr int max() {
      return __INT_MAX__;
    }
    static constexpr int lowest() {
      return -__INT_MAX__ - 1;
    }
    static constexpr int epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<float> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = false;
    static constexpr int digits = __FLT_MANT_DIG__;
    static constexpr float min() {
      return __FLT_MIN__;
    }
    static constexpr float max() {
      return __FLT_MAX__;
    }
    static constexpr float lowest() {
      return -__FLT_MAX__;
    }
    static constexpr float epsilon() {
      return __FLT_EPSILON__;
    }
    static constexpr float denorm_min() {
      return __FLT_DENORM_MIN__;
    }
    static constexpr float infinity() {
      return __builtin_huge_valf();
    }
    static constexpr float quiet_NaN() {
      return __builtin_nanf("");
    }
  };
}

#include <limits>

// Block reductions whose identities come from std::numeric_limits (a class template from an
// unread system header, its static member functions called through `::`): the minimum starts
// at max(), the maximum at lowest(), an integer maximum at std::numeric_limits<int>::min(), in
// @shared partials combined by a tree over the @inner index.
extern "C" void blockExtremes(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *k, occa::modeMemory_t *lo, occa::modeMemory_t *hi, occa::modeMemory_t *kmax) {
  {
    const long long _occa_outer_x = (n + 15) / 16 - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, k, lo, hi, kmax);
    }
  }
}
