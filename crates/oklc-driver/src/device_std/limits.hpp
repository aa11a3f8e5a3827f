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
  static constexpr bool min() { return false; }
  static constexpr bool max() { return true; }
  static constexpr bool lowest() { return false; }
  static constexpr bool epsilon() { return 0; }
};
template <>
struct numeric_limits<char> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = true;
  static constexpr int digits = 7;
  static constexpr char min() { return (char)(-__SCHAR_MAX__ - 1); }
  static constexpr char max() { return (char)__SCHAR_MAX__; }
  static constexpr char lowest() { return (char)(-__SCHAR_MAX__ - 1); }
  static constexpr char epsilon() { return 0; }
};
template <>
struct numeric_limits<signed char> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = true;
  static constexpr int digits = 7;
  static constexpr signed char min() { return -__SCHAR_MAX__ - 1; }
  static constexpr signed char max() { return __SCHAR_MAX__; }
  static constexpr signed char lowest() { return -__SCHAR_MAX__ - 1; }
  static constexpr signed char epsilon() { return 0; }
};
template <>
struct numeric_limits<unsigned char> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = false;
  static constexpr bool is_integer = true;
  static constexpr int digits = 8;
  static constexpr unsigned char min() { return 0; }
  static constexpr unsigned char max() { return __SCHAR_MAX__ * 2 + 1; }
  static constexpr unsigned char lowest() { return 0; }
  static constexpr unsigned char epsilon() { return 0; }
};
template <>
struct numeric_limits<short> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = true;
  static constexpr int digits = 15;
  static constexpr short min() { return -__SHRT_MAX__ - 1; }
  static constexpr short max() { return __SHRT_MAX__; }
  static constexpr short lowest() { return -__SHRT_MAX__ - 1; }
  static constexpr short epsilon() { return 0; }
};
template <>
struct numeric_limits<unsigned short> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = false;
  static constexpr bool is_integer = true;
  static constexpr int digits = 16;
  static constexpr unsigned short min() { return 0; }
  static constexpr unsigned short max() { return __SHRT_MAX__ * 2 + 1; }
  static constexpr unsigned short lowest() { return 0; }
  static constexpr unsigned short epsilon() { return 0; }
};
template <>
struct numeric_limits<int> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = true;
  static constexpr int digits = 31;
  static constexpr int min() { return -__INT_MAX__ - 1; }
  static constexpr int max() { return __INT_MAX__; }
  static constexpr int lowest() { return -__INT_MAX__ - 1; }
  static constexpr int epsilon() { return 0; }
};
template <>
struct numeric_limits<unsigned int> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = false;
  static constexpr bool is_integer = true;
  static constexpr int digits = 32;
  static constexpr unsigned int min() { return 0U; }
  static constexpr unsigned int max() { return __INT_MAX__ * 2U + 1U; }
  static constexpr unsigned int lowest() { return 0U; }
  static constexpr unsigned int epsilon() { return 0; }
};
template <>
struct numeric_limits<long> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = true;
  static constexpr int digits = 63;
  static constexpr long min() { return -__LONG_MAX__ - 1L; }
  static constexpr long max() { return __LONG_MAX__; }
  static constexpr long lowest() { return -__LONG_MAX__ - 1L; }
  static constexpr long epsilon() { return 0; }
};
template <>
struct numeric_limits<unsigned long> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = false;
  static constexpr bool is_integer = true;
  static constexpr int digits = 64;
  static constexpr unsigned long min() { return 0UL; }
  static constexpr unsigned long max() { return __LONG_MAX__ * 2UL + 1UL; }
  static constexpr unsigned long lowest() { return 0UL; }
  static constexpr unsigned long epsilon() { return 0; }
};
template <>
struct numeric_limits<long long> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = true;
  static constexpr int digits = 63;
  static constexpr long long min() { return -__LONG_LONG_MAX__ - 1LL; }
  static constexpr long long max() { return __LONG_LONG_MAX__; }
  static constexpr long long lowest() { return -__LONG_LONG_MAX__ - 1LL; }
  static constexpr long long epsilon() { return 0; }
};
template <>
struct numeric_limits<unsigned long long> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = false;
  static constexpr bool is_integer = true;
  static constexpr int digits = 64;
  static constexpr unsigned long long min() { return 0ULL; }
  static constexpr unsigned long long max() { return __LONG_LONG_MAX__ * 2ULL + 1ULL; }
  static constexpr unsigned long long lowest() { return 0ULL; }
  static constexpr unsigned long long epsilon() { return 0; }
};
template <>
struct numeric_limits<float> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr int digits = __FLT_MANT_DIG__;
  static constexpr float min() { return __FLT_MIN__; }
  static constexpr float max() { return __FLT_MAX__; }
  static constexpr float lowest() { return -__FLT_MAX__; }
  static constexpr float epsilon() { return __FLT_EPSILON__; }
  static constexpr float denorm_min() { return __FLT_DENORM_MIN__; }
  static constexpr float infinity() { return __builtin_huge_valf(); }
  static constexpr float quiet_NaN() { return __builtin_nanf(""); }
};
template <>
struct numeric_limits<double> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr int digits = __DBL_MANT_DIG__;
  static constexpr double min() { return __DBL_MIN__; }
  static constexpr double max() { return __DBL_MAX__; }
  static constexpr double lowest() { return -__DBL_MAX__; }
  static constexpr double epsilon() { return __DBL_EPSILON__; }
  static constexpr double denorm_min() { return __DBL_DENORM_MIN__; }
  static constexpr double infinity() { return __builtin_huge_val(); }
  static constexpr double quiet_NaN() { return __builtin_nan(""); }
};
}
