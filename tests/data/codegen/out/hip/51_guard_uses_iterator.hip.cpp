#include <hip/hip_runtime.h>

// @inner bodies that are a single `if (t < g)` whose bound g mentions the iterator itself: the
// condition is not monotone in t, so it must be evaluated for every iteration.
extern "C" __global__ __launch_bounds__(16) void _occa_guardUsesIterator_0(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    const int lim = x[b] % 7 + 4;
    {
      int t = 0 + threadIdx.x;
      if (t < 2 * t - lim) {
        y[b * 16 + t] += 1;
      }
    }
    {
      int t = 0 + threadIdx.x;
      if (t < (lim - t) * (lim - t) - 3) {
        y[b * 16 + t] += 10;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_guardUsesIterator_1(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    const int lim = x[b] % 7 + 4;
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        if (tx < ty * tx - 1 + lim % 2) {
          y[b * 16 + ty * 4 + tx] += 100;
        }
      }
    }
  }
}
