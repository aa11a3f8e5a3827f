#include <hip/hip_runtime.h>

// @exclusive with an initializer.
extern "C" __global__ __launch_bounds__(12) void _occa_exclusiveInit_0(const int nBlocks, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    int c = 5;
    {
      int t = 0 + threadIdx.x;
      c += x[b * 12 + t];
    }
    {
      int t = 0 + threadIdx.x;
      c *= 2;
    }
    {
      int t = 0 + threadIdx.x;
      y[b * 12 + t] = c - t;
    }
  }
}
