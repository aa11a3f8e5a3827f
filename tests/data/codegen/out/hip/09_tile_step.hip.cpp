#include <hip/hip_runtime.h>

// Tiled loops with non-unit steps, increasing and decreasing; the tile size comes from -DTILE.
extern "C" __global__ __launch_bounds__(8) void _occa_tileStep_0(const int N, int *a, int *b) {
  {
    int _occa_tiled_i = 0 + (8 * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i + (2 * threadIdx.x);
      if (i < N) {
        a[i] += i + 1;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_tileStep_1(const int N, int *a, int *b) {
  {
    int _occa_tiled_i = N - 1 - (4 * 3 * blockIdx.x);
    {
      int i = _occa_tiled_i - (3 * threadIdx.x);
      if (i >= 0) {
        b[i] += 2 * i;
      }
    }
  }
}
