#include <hip/hip_runtime.h>

// Regular loop around an @outer loop; the device code does not use the regular iterator.
extern "C" __global__ __launch_bounds__(8) void _occa_repeatedOuter_0(const int n, const int reps, float *x) {
  {
    int b = 0 + (8 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      if (b + t < n) {
        x[b + t] = x[b + t] * 0.5f + 1.0f;
      }
    }
  }
}
