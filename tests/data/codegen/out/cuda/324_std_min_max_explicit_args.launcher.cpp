#include <occa/core/kernel.hpp>

namespace _occa_std {
  template <typename T>
  constexpr const T &min(const T &a, const T &b) {
    return b < a ? b : a;
  }
  template <typename T>
  constexpr const T &max(const T &a, const T &b) {
    return a < b ? b : a;
  }
  template <typename T>
  constexpr const T &clamp(const T &v, const T &lo, const T &hi) {
    return v < lo ? lo : hi < v ? hi : v;
  }
}

namespace _occa_std {
  template <typename T>
  struct numeric_limits {
    static constexpr bool is_specialized = false;
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

#include <algorithm>
#include <limits>

// std::min / std::max / std::clamp with explicit template arguments (`std::min<float>(x, 2)`
// mixes a float and an int, which deduction would reject), inside a @tile loop and a helper,
// next to the deduced forms; std::numeric_limits<float>::epsilon() in an expression.
template <typename T>
inline T band(T v, T lo, T hi) {
  return _occa_std::max<T>(lo, _occa_std::min<T>(v, hi));
}

extern "C" void clampMix(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *k, occa::modeMemory_t *y, occa::modeMemory_t *z) {
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
      kernel(n, x, k, y, z);
    }
  }
}
