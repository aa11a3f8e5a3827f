#include <hip/hip_runtime.h>

// Prefix attribute spelling: `@outer for (...)` and `@inner for (...)`.
extern "C" __global__ __launch_bounds__(8) void _occa_prefixForms_0(const int n, const int *x, int *y) {
  {
    int b = 0 + (8 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      if (b + t < n) {
        y[b + t] = 3 * x[b + t] - 1;
      }
    }
  }
}
