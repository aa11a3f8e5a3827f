#include <hip/hip_runtime.h>

// Basic element-wise kernel: trailing `; @outer` / `; @inner` form, bounds check inside @inner.
extern "C" __global__ __launch_bounds__(16) void _occa_addVectors_0(const int entries, const float *a, const float *b, float *ab) {
  {
    int block = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      const int i = block * 16 + t;
      if (i < entries) {
        ab[i] = a[i] + b[i];
      }
    }
  }
}
