#include <hip/hip_runtime.h>

// Several top-level @outer nests with negative and non-zero starts, a 2-D @outer nest with a
// decreasing stepped axis, @inner loops with negative starts, and @shared/@exclusive data.
extern "C" __global__ __launch_bounds__(6) void _occa_outerNegativeStarts_0(const int lo, const int hi, const int *x, int *y, int *z, int *w) {
  {
    int b = lo + blockIdx.x;
    __shared__ int s[6];
    int e;
    {
      int t = -3 + threadIdx.x;
      e = x[(b - lo) * 6 + t + 3] + b;
      s[t + 3] = e;
    }
    __syncthreads();
    {
      int t = -3 + threadIdx.x;
      y[(b - lo) * 6 + t + 3] = e * 10 + s[2 - t];
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_outerNegativeStarts_1(const int lo, const int hi, const int *x, int *y, int *z, int *w) {
  {
    int by = hi - (2 * blockIdx.y);
    {
      int bx = -2 + blockIdx.x;
      {
        int t = 0 + threadIdx.x;
        z[((hi - by) / 2 * 4 + bx + 2) * 3 + t] = by * 100 + bx * 10 + t;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_outerNegativeStarts_2(const int lo, const int hi, const int *x, int *y, int *z, int *w) {
  {
    int b = -1 - blockIdx.x;
    {
      int t = -1 - (1 * threadIdx.x);
      w[(-1 - b) * 4 + (-1 - t)] = b * t;
    }
  }
}
