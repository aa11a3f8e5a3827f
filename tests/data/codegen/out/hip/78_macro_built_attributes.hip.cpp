#include <hip/hip_runtime.h>

// Attributes built by macros, as macro-driven kernels write them: a parameter after `@`
// (`@x`, `@ x`), a macro naming the loop kind (`@LOOP_KIND`), a whole `@tile(...)` from a
// macro argument, and a kernel generator invoked with one trailing empty argument
// (`MAKE(scaled, 3, )`, accepted with a warning as legacy OCCA does).
extern "C" __global__ __launch_bounds__(4) void _occa_scaled_0(const int n, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      y[b * 4 + t] = 3 * x[b * 4 + t];
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_scaled_1(const int n, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      y[b * 4 + t] += t;
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_scaled_2(const int n, const int *x, int *y) {
  {
    int _occa_tiled_i = 0 + (3 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        y[i] += 1000;
      }
    }
  }
}
