#include <hip/hip_runtime.h>

// Kernel variants chosen by the preprocessor.
extern "C" __global__ __launch_bounds__(16) void _occa_variantKernel_0(const int n, int *y) {
  {
    int _occa_tiled_i = 0 + (16 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        y[i] = i * i;
        y[i] += 5;
      }
    }
  }
}
