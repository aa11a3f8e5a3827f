#include <hip/hip_runtime.h>

// A regular loop between @outer and @inner, with a @shared accumulator.
extern "C" __global__ __launch_bounds__(16) void _occa_innerInRegular_0(const int nBlocks, const int reps, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s[16];
    {
      int t = 0 + threadIdx.x;
      s[t] = 0.0f;
    }
    __syncthreads();
    for (int r = 0; r < reps; ++r) {
      {
        int t = 0 + threadIdx.x;
        s[t] += x[b * 16 + (t + r) % 16] * (float)(r + 1);
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      y[b * 16 + t] = s[t];
    }
  }
}
