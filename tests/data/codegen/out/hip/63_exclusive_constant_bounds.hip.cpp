#include <hip/hip_runtime.h>

// @exclusive with @inner bounds that are integer constant expressions written with constexpr
// globals, a const local and a `?:` of constants.
constexpr int BS = 8;

constexpr int CW = 4;

extern "C" __global__ __launch_bounds__(8) void _occa_exclusiveConstantBounds_0(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    const int W = 2;
    int e;
    {
      int t = 0 + threadIdx.x;
      e = x[b * 8 + t];
    }
    {
      int t = 0 + threadIdx.x;
      e += t;
    }
    {
      int t = 0 + threadIdx.x;
      e *= 2;
    }
    {
      int t = 0 + threadIdx.x;
      y[b * 8 + t] = e;
    }
  }
}
