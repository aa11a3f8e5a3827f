#include <hip/hip_runtime.h>

// `@tile` as block-partitioned kernels use it: `check=false` only where the range is an exact
// multiple of the tile (increasing, decreasing with the iterator on the right, stepping by a
// macro), `check=true` where a remainder is left (inclusive bound, decreasing with a step
// crossing zero). Each loop writes its own output so a lost or repeated element shows.
extern "C" __global__ __launch_bounds__(4) void _occa_tileExactAndRemainder_0(const int n, const int m, int *a, int *b, int *c, int *d, int *e) {
  {
    int _occa_tiled_i = 0 + (4 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      a[i] = 3 * i + 1;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_tileExactAndRemainder_1(const int n, const int m, int *a, int *b, int *c, int *d, int *e) {
  {
    int _occa_tiled_i = 2 + (4 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i <= m) {
        b[i] += i * i;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_tileExactAndRemainder_2(const int n, const int m, int *a, int *b, int *c, int *d, int *e) {
  {
    int _occa_tiled_i = m - (4 * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i - (2 * threadIdx.x);
      if (i > -4) {
        c[i + 4] += i - 100;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_tileExactAndRemainder_3(const int n, const int m, int *a, int *b, int *c, int *d, int *e) {
  {
    int _occa_tiled_i = 23 - (2 * 4 * blockIdx.x);
    {
      int i = _occa_tiled_i - threadIdx.x;
      d[i] += 2 * i - 7;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_tileExactAndRemainder_4(const int n, const int m, int *a, int *b, int *c, int *d, int *e) {
  {
    int _occa_tiled_i = 1 + (4 * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i + (2 * threadIdx.x);
      e[(i - 1) / 2] += i * 5;
    }
  }
}
