#include <hip/hip_runtime.h>

// Explicit and implicit barriers between @inner loops that communicate through @shared memory.
extern "C" __global__ __launch_bounds__(32) void _occa_reverseBlocks_0(const int nBlocks, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[32];
    __shared__ int u[32];
    {
      int t = 0 + threadIdx.x;
      s[t] = x[b * 32 + t];
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      u[t] = s[31 - t] * 2;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      s[t] = s[t] + 1;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      y[b * 32 + t] = u[(t + 1) % 32] + s[t];
    }
  }
}
