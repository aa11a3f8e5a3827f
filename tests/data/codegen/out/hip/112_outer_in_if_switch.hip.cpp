#include <hip/hip_runtime.h>

// Top-level `@outer` loops selected at run time: unbraced `if`/`else` branches that are
// `@outer` loops, an `@outer` loop in a `switch` case, and one in a `do { } while (0)`
// macro wrapper. On OpenMP each of them is a parallel loop.
extern "C" __global__ __launch_bounds__(4) void _occa_outerInIf_0(const int mode, const int n, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[b * 4 + t] += 1;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_outerInIf_1(const int mode, const int n, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[b * 4 + t] += 2;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_outerInIf_2(const int mode, const int n, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[b * 4 + t] *= 10;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_outerInIf_3(const int mode, const int n, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[b * 4 + t] *= 100;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_outerInIf_4(const int mode, const int n, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[b * 4 + t] += t;
    }
  }
}
