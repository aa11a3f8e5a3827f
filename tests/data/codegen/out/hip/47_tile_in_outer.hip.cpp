#include <hip/hip_runtime.h>

// `@tile(n, @outer, @inner)` nested inside another @outer loop, directly and through a regular
// loop and an `if`, with a second @inner level below the tile's element loop.
extern "C" __global__ __launch_bounds__(12) void _occa_tileInOuter_0(const int NB, const int M, const int *x, int *y, int *z) {
  {
    int b = 0 + blockIdx.y;
    {
      int _occa_tiled_i = 0 + (4 * blockIdx.x);
      {
        int i = _occa_tiled_i + threadIdx.y;
        if (i < M) {
          {
            int j = 0 + threadIdx.x;
            y[(b * M + i) * 3 + j] = x[b * M + i] * (j + 1) + b;
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(9) void _occa_tileInOuter_1(const int NB, const int M, const int *x, int *y, int *z) {
  {
    int b = 1 + blockIdx.y;
    {
      int _occa_tiled_i = M - 1 - (3 * blockIdx.x);
      if (M > 0) {
        {
          int i = _occa_tiled_i - threadIdx.y;
          if (i >= 0) {
            {
              int j = 2 - (1 * threadIdx.x);
              z[((b - 1) * M + i) * 3 + j] = y[((b - 1) * M + (M - 1 - i)) * 3 + j] - i;
            }
          }
        }
      }
    }
  }
}
