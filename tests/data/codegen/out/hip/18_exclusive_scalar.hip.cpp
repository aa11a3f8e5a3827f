#include <hip/hip_runtime.h>

// @exclusive scalar living across three consecutive @inner loops; @shared staging between them.
extern "C" __global__ __launch_bounds__(32) void _occa_exclusiveScalar_0(const int nBlocks, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s[32];
    float r;
    {
      int t = 0 + threadIdx.x;
      r = x[b * 32 + t];
      s[t] = r;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      r = r * 2.0f + s[31 - t];
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      y[b * 32 + t] = r + (float)t;
    }
  }
}
