#include <hip/hip_runtime.h>

#include <cstddef>

// Top-level `@outer` loops inside a regular loop that skips iterations with `continue` and
// stops with `break` (each surviving pass launches one parallel loop on OpenMP), a `size_t`
// `@outer` iterator with a macro stride, and two `@outer` nests with different
// `@max_inner_dims` and runtime `@inner` extents sharing `@exclusive` names.
extern "C" __global__ __launch_bounds__(4) void _occa_outerInRegular_0(const int passes, const int w, int *acc, int *last, int p) {
  {
    size_t g = 0 + (4 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      acc[g + t] += p * 10 + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_outerInRegular_1(const int passes, const int w, int *acc, int *last) {
  {
    int g = 0 + blockIdx.x;
    int v;
    {
      int t = 0 + threadIdx.x;
      v = g * 100 + t;
    }
    {
      int t = 0 + threadIdx.x;
      last[g * 8 + t] = v * 2;
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_outerInRegular_2(const int passes, const int w, int *acc, int *last) {
  {
    int g = 0 + blockIdx.x;
    int v;
    {
      int y = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        v = -(g * 10 + y * 4 + x);
      }
    }
    {
      int y = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        last[24 + g * 8 + y * 4 + x] = v;
      }
    }
  }
}
