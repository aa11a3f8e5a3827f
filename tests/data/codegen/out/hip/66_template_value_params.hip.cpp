#include <hip/hip_runtime.h>

// Non-type template parameters of several kinds in one instantiated kernel: an `int` given as
// an expression over a constexpr global, a `bool`, a negative `int`, and defaulted `unsigned`
// and `unsigned long` parameters (one computed from an earlier one). They size @shared and
// @exclusive arrays, bound loops, pick a branch, feed @tile, a helper template's argument and a
// lambda.
constexpr int TILE = 4;

template <int N>
static __device__ float scaled(float v) {
  return v * N;
}

extern "C" __global__ __launch_bounds__(8) void _occa_valueParams_8_double_true_neg3_2_4_0(const int nB, const double *x, double *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ double s[8];
    double e[2u];
    {
      int t = 0 + threadIdx.x;
      for (unsigned int r = 0; r < 2u; ++r) {
        e[r] = x[b * 8 + t] * (double)(r + 1);
      }
      s[t] = e[2u - 1];
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      auto mirror = [&](int k) {
        return s[8 - 1 - k];
      };
      const double v = mirror(t) + scaled<(-3)>(1.0f);
      if (true) {
        y[b * 8 + t] += v;
      } else {
        y[b * 8 + t] = v;
      }
      if (t < (int)4ul) {
        y[b * 8 + t] += e[0];
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_valueParams_8_double_true_neg3_2_4_1(const int nB, const double *x, double *y) {
  {
    int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < nB * 8) {
        y[i] *= (double)2u;
      }
    }
  }
}
