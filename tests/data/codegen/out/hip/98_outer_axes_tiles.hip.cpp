#include <hip/hip_runtime.h>

// Several `@outer` dimensions: a tile whose block and element loops are both `@outer`
// around a tile whose loops are both `@inner`; explicit `@outer(1)` / `@outer(0)` with a
// tile split into `@outer(0)` and `@inner(1)` around two `@inner(0)` loops, with `@shared` and
// `@exclusive` data declared between `@outer(1)` and the tile's `@outer(0)` block loop.
extern "C" __global__ void _occa_outerAxesTiles_0(const int n, const int m, int *out) {
  {
    int _occa_tiled_i = 0 + (4 * blockIdx.y);
    {
      int i = _occa_tiled_i + blockIdx.x;
      if (i < n) {
        {
          int _occa_tiled_j = 0 + (3 * threadIdx.y);
          {
            int j = _occa_tiled_j + threadIdx.x;
            if (j < m) {
              out[i * m + j] += i * 100 + j;
            }
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_outerAxesTiles_1(const int n, const int m, int *out) {
  {
    int y = 0 + blockIdx.y;
    __shared__ int s[2][2];
    int e;
    {
      int _occa_tiled_x = 0 + (2 * 2 * blockIdx.x);
      {
        int x = _occa_tiled_x + (2 * threadIdx.y);
        if (x < m) {
          {
            int t = 0 + threadIdx.x;
            e = x + t < m ? 1 : 0;
            s[x / 2 % 2][t] = 10 * y + t;
          }
          {
            int t = 0 + threadIdx.x;
            if (e) {
              out[y * m + x + t] += 1000 * s[x / 2 % 2][t];
            }
          }
        }
      }
    }
  }
}
