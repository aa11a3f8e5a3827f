#include <hip/hip_runtime.h>

// @shared histogram with atomics.
extern "C" __global__ __launch_bounds__(64) void _occa_sharedHistogram_0(const int n, const int *x, int *hist) {
  {
    int b = 0 + (64 * blockIdx.x);
    __shared__ int local[8];
    {
      int t = 0 + threadIdx.x;
      if (t < 8) {
        local[t] = 0;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (b + t < n) {
        atomicAdd(&local[x[b + t] & 7], 1);
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 8) {
        atomicAdd(&hist[t], local[t]);
      }
    }
  }
}
