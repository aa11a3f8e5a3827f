#include <hip/hip_runtime.h>

// Sibling inner loops of different extents.
extern "C" __global__ __launch_bounds__(16) void _occa_innerSizes_0(const int nBlocks, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[16];
    {
      int t = 0 + threadIdx.x;
      s[t] = x[b * 16 + t];
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 8) {
        y[b * 8 + t] = s[2 * t] + s[2 * t + 1];
      }
    }
  }
}
