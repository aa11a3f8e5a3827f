#include <hip/hip_runtime.h>

namespace _occa_std {
  template <typename T>
  static __host__ __device__ constexpr const T &min(const T &a, const T &b) {
    return b < a ? b : a;
  }
  template <typename T>
  static __host__ __device__ constexpr const T &max(const T &a, const T &b) {
    return a < b ? b : a;
  }
  template <typename T>
  static __host__ __device__ constexpr const T &clamp(const T &v, const T &lo, const T &hi) {
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
    __host__ __device__ static constexpr float min() {
      return __FLT_MIN__;
    }
    __host__ __device__ static constexpr float max() {
      return __FLT_MAX__;
    }
    __host__ __device__ static constexpr float lowest() {
      return -__FLT_MAX__;
    }
    __host__ __device__ static constexpr float epsilon() {
      return __FLT_EPSILON__;
    }
    __host__ __device__ static constexpr float denorm_min() {
      return __FLT_DENORM_MIN__;
    }
    __host__ __device__ static constexpr float infinity() {
      return __builtin_huge_valf();
    }
    __host__ __device__ static constexpr float quiet_NaN() {
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
static __device__ inline T band(T v, T lo, T hi) {
  return _occa_std::max<T>(lo, _occa_std::min<T>(v, hi));
}

extern "C" __global__ __launch_bounds__(8) void _occa_clampMix_0(const int n, const float *x, const int *k, float *y, int *z) {
  {
    int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        const float a = _occa_std::min<float>(x[i], 2) + _occa_std::max<float>(k[i], 0.5);
        const float b = band<float>(x[i], -1.0f, 1.0f) + _occa_std::max(x[i], 0.0f);
        const float c = _occa_std::clamp<float>(x[i] * 3, -2, 2) * (1.0f + _occa_std::numeric_limits<float>::epsilon());
        y[i] = a + b + c;
        z[i] = _occa_std::max<int>(k[i], x[i]) + _occa_std::min<long int>(k[i], 3);
      }
    }
  }
}
