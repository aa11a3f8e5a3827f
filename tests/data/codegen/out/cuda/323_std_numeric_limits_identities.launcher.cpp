#include <occa/core/kernel.hpp>

namespace _occa_std {
  template <typename T>
  struct numeric_limits {
    static constexpr bool is_specialized = false;
  };
  template <>
  struct numeric_limits<bool> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = false;
    static constexpr bool is_integer = true;
    static constexpr int digits = 1;
    static constexpr bool min() {
      return false;
    }
    static constexpr bool max() {
      return true;
    }
    static constexpr bool lowest() {
      return false;
    }
    static constexpr bool epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<char> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = true;
    static constexpr int digits = 7;
    static constexpr char min() {
      return (char)(-__SCHAR_MAX__ - 1);
    }
    static constexpr char max() {
      return (char)__SCHAR_MAX__;
    }
    static constexpr char lowest() {
      return (char)(-__SCHAR_MAX__ - 1);
    }
    static constexpr char epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<signed char> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = true;
    static constexpr int digits = 7;
    static constexpr signed char min() {
      return -__SCHAR_MAX__ - 1;
    }
    static constexpr signed char max() {
      return __SCHAR_MAX__;
    }
    static constexpr signed char lowest() {
      return -__SCHAR_MAX__ - 1;
    }
    static constexpr signed char epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<unsigned char> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = false;
    static constexpr bool is_integer = true;
    static constexpr int digits = 8;
    static constexpr unsigned char min() {
      return 0;
    }
    static constexpr unsigned char max() {
      return __SCHAR_MAX__ * 2 + 1;
    }
    static constexpr unsigned char lowest() {
      return 0;
    }
    static constexpr unsigned char epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<short int> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = true;
    static constexpr int digits = 15;
    static constexpr short int min() {
      return -__SHRT_MAX__ - 1;
    }
    static constexpr short int max() {
      return __SHRT_MAX__;
    }
    static constexpr short int lowest() {
      return -__SHRT_MAX__ - 1;
    }
    static constexpr short int epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<unsigned short int> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = false;
    static constexpr bool is_integer = true;
    static constexpr int digits = 16;
    static constexpr unsigned short int min() {
      return 0;
    }
    static constexpr unsigned short int max() {
      return __SHRT_MAX__ * 2 + 1;
    }
    static constexpr unsigned short int lowest() {
      return 0;
    }
    static constexpr unsigned short int epsilon() {
      return 0;
    }
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
  struct numeric_limits<unsigned int> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = false;
    static constexpr bool is_integer = true;
    static constexpr int digits = 32;
    static constexpr unsigned int min() {
      return 0U;
    }
    static constexpr unsigned int max() {
      return __INT_MAX__ * 2U + 1U;
    }
    static constexpr unsigned int lowest() {
      return 0U;
    }
    static constexpr unsigned int epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<long int> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = true;
    static constexpr int digits = 63;
    static constexpr long int min() {
      return -__LONG_MAX__ - 1L;
    }
    static constexpr long int max() {
      return __LONG_MAX__;
    }
    static constexpr long int lowest() {
      return -__LONG_MAX__ - 1L;
    }
    static constexpr long int epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<unsigned long int> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = false;
    static constexpr bool is_integer = true;
    static constexpr int digits = 64;
    static constexpr unsigned long int min() {
      return 0UL;
    }
    static constexpr unsigned long int max() {
      return __LONG_MAX__ * 2UL + 1UL;
    }
    static constexpr unsigned long int lowest() {
      return 0UL;
    }
    static constexpr unsigned long int epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<long long int> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = true;
    static constexpr int digits = 63;
    static constexpr long long int min() {
      return -__LONG_LONG_MAX__ - 1LL;
    }
    static constexpr long long int max() {
      return __LONG_LONG_MAX__;
    }
    static constexpr long long int lowest() {
      return -__LONG_LONG_MAX__ - 1LL;
    }
    static constexpr long long int epsilon() {
      return 0;
    }
  };
  template <>
  struct numeric_limits<unsigned long long int> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = false;
    static constexpr bool is_integer = true;
    static constexpr int digits = 64;
    static constexpr unsigned long long int min() {
      return 0ULL;
    }
    static constexpr unsigned long long int max() {
      return __LONG_LONG_MAX__ * 2ULL + 1ULL;
    }
    static constexpr unsigned long long int lowest() {
      return 0ULL;
    }
    static constexpr unsigned long long int epsilon() {
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
  template <>
  struct numeric_limits<double> {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = false;
    static constexpr int digits = __DBL_MANT_DIG__;
    static constexpr double min() {
      return __DBL_MIN__;
    }
    static constexpr double max() {
      return __DBL_MAX__;
    }
    static constexpr double lowest() {
      return -__DBL_MAX__;
    }
    static constexpr double epsilon() {
      return __DBL_EPSILON__;
    }
    static constexpr double denorm_min() {
      return __DBL_DENORM_MIN__;
    }
    static constexpr double infinity() {
      return __builtin_huge_val();
    }
    static constexpr double quiet_NaN() {
      return __builtin_nan("");
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
