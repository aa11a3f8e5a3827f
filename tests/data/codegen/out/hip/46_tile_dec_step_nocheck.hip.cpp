#include <hip/hip_runtime.h>

// Decreasing and stepped @tile loops without bounds check, iterator on either side.
extern "C" __global__ __launch_bounds__(4) void _occa_tileDecStepNoCheck_0(const int N, int *a, int *b, int *c) {
  {
    int _occa_tiled_i = N - 1 - (4 * 3 * blockIdx.x);
    {
      int i = _occa_tiled_i - (3 * threadIdx.x);
      a[i] += 10 * i + 1;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_tileDecStepNoCheck_1(const int N, int *a, int *b, int *c) {
  {
    int _occa_tiled_i = N - 1 - (4 * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i - (2 * threadIdx.x);
      b[i] += i * i;
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_tileDecStepNoCheck_2(const int N, int *a, int *b, int *c) {
  {
    int _occa_tiled_i = 3 + (2 * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i + (2 * threadIdx.x);
      c[i] = c[i - 1] + i;
    }
  }
}
