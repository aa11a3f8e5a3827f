#include <hip/hip_runtime.h>

// Block sums by a halving tree: `if (t < alive)` around an @inner loop body, which the OpenMP
// backend prints as part of the loop condition; the last block is partial.
extern "C" __global__ __launch_bounds__(64) void _occa_guardedReduction_0(const int N, const int *x, int *partial) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[64];
    {
      int t = 0 + threadIdx.x;
      const int id = b * 64 + t;
      s[t] = id < N ? x[id] : 0;
    }
    __syncthreads();
    for (int alive = 32; alive > 0; alive /= 2) {
      {
        int t = 0 + threadIdx.x;
        if (t < alive) {
          s[t] += s[t + alive];
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        partial[b] = s[0];
      }
    }
  }
}
