#include <hip/hip_runtime.h>

// A kernel declared before it is defined (both with `@kernel`), a helper prototype whose
// definition follows the kernel, and array-declarator parameters (`const float x[]`,
// `float y[]`, `int flags[4]`) that are pointers in C++.

static __device__ float combine(const float a, const float b);

extern "C" __global__ __launch_bounds__(4) void _occa_protoArrays_0(const int n, const float x[], float y[], int flags[4]) {
  {
    int b = 0 + (4 * blockIdx.x);
    {
      int t = b + threadIdx.x;
      if (t < n) {
        y[t] = combine(x[t], y[t]);
      }
      if (t == 0) {
        flags[0] = 1;
      }
    }
  }
}

static __device__ float combine(const float a, const float b) {
  return 2.0f * a + b;
}
