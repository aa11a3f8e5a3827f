#include <hip/hip_runtime.h>

// Block reductions: shared-memory tree with implicit barriers, and atomics.
// Defines: -Dp_blockSize=64 -Ddfloat=float
extern "C" __global__ __launch_bounds__(64) void _occa_blockSum_0(const int N, const float *__restrict__ x, float *__restrict__ partial) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s_x[64];
    {
      int t = 0 + threadIdx.x;
      const int n = b * 64 + t;
      s_x[t] = n < N ? x[n] : 0;
    }
    __syncthreads();
    for (int alive = 64 / 2; alive > 0; alive /= 2) {
      {
        int t = 0 + threadIdx.x;
        if (t < alive) {
          s_x[t] += s_x[t + alive];
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        partial[b] = s_x[0];
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(64) void _occa_atomicSum_0(const int N, const float *x, float *total, int *count) {
  {
    int _occa_tiled_n = 0 + (64 * blockIdx.x);
    {
      int n = _occa_tiled_n + threadIdx.x;
      if (n < N) {
        atomicAdd(&*total, x[n]);
        atomicAdd(&count[0], 1);
      }
    }
  }
}
