#include <hip/hip_runtime.h>

// @exclusive array + scalar across four 2-D inner nests.
extern "C" __global__ __launch_bounds__(32) void _occa_exclusiveArray_0(const int nBlocks, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    int acc[4];
    int base;
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        base = b * 32 + ty * 8 + tx;
        for (int k = 0; k < 4; ++k) {
          acc[k] = x[base] * (k + 1);
        }
      }
    }
    for (int r = 0; r < 3; ++r) {
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          acc[r] += acc[r + 1] + tx;
        }
      }
    }
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        y[base] = acc[0] + 10 * acc[1] + 100 * acc[2] + 1000 * acc[3];
      }
    }
  }
}
