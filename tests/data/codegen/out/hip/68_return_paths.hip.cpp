#include <hip/hip_runtime.h>

// `return` ends one work-item inside an @inner loop and one work-group in an @outer body outside
// the @inner loops. The work-items and groups that return come first in sequential order, from
// inside a regular loop, from a `switch`, from an outer @inner level and from a tile.
extern "C" __global__ __launch_bounds__(8) void _occa_returnPaths_0(const int n, const int *skip, int *a, int *b, int *c) {
  {
    int g = 0 + blockIdx.x;
    if (skip[g] != 0) {
      return;
    }
    {
      int t = 0 + threadIdx.x;
      const int i = g * 8 + t;
      if (t < 2) {
        return;
      }
      int acc = 0;
      for (int k = 0; k < 4; ++k) {
        if (k * t > 9) {
          return;
        }
        acc += k;
      }
      const int twice = 2 * acc;
      switch (t % 3) {
        case 0:
          return;
        default:
          break;
      }
      a[i] = twice + 1;
    }
  }
}

extern "C" __global__ __launch_bounds__(20) void _occa_returnPaths_1(const int n, const int *skip, int *a, int *b, int *c) {
  {
    int g = 0 + blockIdx.x;
    {
      int y = 0 + threadIdx.y;
      if (y == 1) {
        return;
      }
      {
        int x = 0 + threadIdx.x;
        if (x == y) {
          return;
        }
        b[(g * 4 + y) * 5 + x] = 1 + x + y;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_returnPaths_2(const int n, const int *skip, int *a, int *b, int *c) {
  {
    int _occa_tiled_i = 0 + (4 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        if (i % 3 == 0) {
          return;
        }
        c[i] = i;
      }
    }
  }
}
