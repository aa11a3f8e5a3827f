#include <hip/hip_runtime.h>

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
    __host__ __device__ static constexpr int min() {
      return -__INT_MAX__ - 1;
    }
    __host__ __device__ static constexpr int max() {
      return __INT_MAX__;
    }
    __host__ __device__ static constexpr int lowest() {
      return -__INT_MAX__ - 1;
    }
    __host__ __device__ static constexpr int epsilon() {
      return 0;
    }
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

#include <limits>

// Block reductions whose identities come from std::numeric_limits (a class template from an
// unread system header, its static member functions called through `::`): the minimum starts
// at max(), the maximum at lowest(), an integer maximum at std::numeric_limits<int>::min(), in
// @shared partials combined by a tree over the @inner index.
extern "C" __global__ __launch_bounds__(16) void _occa_blockExtremes_0(const int n, const float *x, const int *k, float *lo, float *hi, int *kmax) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s_lo[16];
    __shared__ float s_hi[16];
    __shared__ int s_k[16];
    {
      int t = 0 + threadIdx.x;
      const int i = b * 16 + t;
      s_lo[t] = i < n ? x[i] : _occa_std::numeric_limits<float>::max();
      s_hi[t] = i < n ? x[i] : _occa_std::numeric_limits<float>::lowest();
      s_k[t] = i < n ? k[i] : _occa_std::numeric_limits<int>::min();
    }
    __syncthreads();
    for (int w = 8; w > 0; w /= 2) {
      {
        int t = 0 + threadIdx.x;
        if (t < w) {
          s_lo[t] = s_lo[t + w] < s_lo[t] ? s_lo[t + w] : s_lo[t];
          s_hi[t] = s_hi[t + w] > s_hi[t] ? s_hi[t + w] : s_hi[t];
          s_k[t] = s_k[t + w] > s_k[t] ? s_k[t + w] : s_k[t];
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        lo[b] = s_lo[0];
        hi[b] = s_hi[0];
        kmax[b] = s_k[0];
      }
    }
  }
}
