#include <hip/hip_runtime.h>

// User pragmas written in front of top-level `@outer` loops (a plain one and a tiled one):
// spec §10.4 keeps every non-occa `#pragma` at its position in every mode.
extern "C" __global__ __launch_bounds__(4) void _occa_pragmaBeforeOuter_0(const int n, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      y[b * 4 + t] = x[b * 4 + t] * 2;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_pragmaBeforeOuter_1(const int n, const int *x, int *y) {
  {
    int _occa_tiled_i = 0 + (4 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n * 4) {
        y[i] += 1;
      }
    }
  }
}
