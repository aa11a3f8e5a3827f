#include <hip/hip_runtime.h>

// Normalised attribute spelling (spec 2.3).
extern "C" __global__ __launch_bounds__(32) void _occa_normalized_0(const int n, const float *x, float *y) {
  {
    int _occa_tiled_i = 0 + (32 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        y[i] = x[i] + 1.0f;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_normalized_1(const int n, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s[8];
    {
      int t = 0 + threadIdx.x;
      s[t] = y[b * 8 + t];
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      y[b * 8 + t] = s[7 - t];
    }
  }
}
