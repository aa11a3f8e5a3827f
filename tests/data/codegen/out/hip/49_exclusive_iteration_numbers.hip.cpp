#include <hip/hip_runtime.h>

// @exclusive across inner loops whose iterators differ from the work-item number: decreasing,
// runtime step, `-= 2`, iterator on the right; and across 2-D nests with explicit, swapped axes.
extern "C" __global__ __launch_bounds__(8) void _occa_exclusiveIterNumbers_0(const int nB, const int s, const int *x, int *y, int *z) {
  {
    int b = 0 + blockIdx.x;
    int v;
    {
      int i = 0 + threadIdx.x;
      if (i < 8) {
        v = x[b * 8 + i];
      }
    }
    {
      int j = 7 - threadIdx.x;
      if (j >= 0) {
        v += 100 * j;
      }
    }
    {
      int k = 3 + (s * threadIdx.x);
      if (k < 3 + 8 * s) {
        v += k;
      }
    }
    {
      int k = 20 - (2 * threadIdx.x);
      if (k > 4) {
        v = v * 2 + k;
      }
    }
    {
      int t = 1 + threadIdx.x;
      if (8 >= t) {
        y[b * 8 + t - 1] = v;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(12) void _occa_exclusiveIterNumbers_1(const int nB, const int s, const int *x, int *y, int *z) {
  {
    int b = 0 + blockIdx.x;
    int w;
    {
      int tx = 0 + threadIdx.x;
      {
        int ty = 0 + threadIdx.y;
        w = tx * 10 + ty + b;
      }
    }
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        w += 1000 * ty;
      }
    }
    {
      int ty = 2 - threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        z[b * 12 + tx * 3 + ty] = w;
      }
    }
  }
}
