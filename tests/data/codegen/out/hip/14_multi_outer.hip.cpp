#include <hip/hip_runtime.h>

// Three top-level outer loops executed in order.
extern "C" __global__ __launch_bounds__(32) void _occa_multiOuter_0(const int n, const float *x, float *a, float *b) {
  {
    int _occa_tiled_i = 0 + (32 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        a[i] = 2.0f * x[i];
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_multiOuter_1(const int n, const float *x, float *a, float *b) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      b[g * 4 + t] = a[g * 4 + (3 - t)] + 1.0f;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_multiOuter_2(const int n, const float *x, float *a, float *b) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      a[g * 4 + t] += b[g * 4 + t];
    }
  }
}
