#include <hip/hip_runtime.h>

// @tile without bounds check; inclusive bound and iterator on the right.
extern "C" __global__ __launch_bounds__(8) void _occa_tileNoCheck_0(const int N, int *y, int *z) {
  {
    int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      y[i] = 2 * i + 1;
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_tileNoCheck_1(const int N, int *y, int *z) {
  {
    int _occa_tiled_i = 0 + (16 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      z[i] = y[i] - i;
    }
  }
}
