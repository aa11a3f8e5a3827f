#include <hip/hip_runtime.h>

// Early `return` in an @inner body for the work-items past the end of the data (the CUDA-style
// bounds idiom); they are the last iterations in sequential order, so every backend agrees.
extern "C" __global__ __launch_bounds__(16) void _occa_returnInInner_0(const int n, const float *x, float *y) {
  {
    int b = 0 + (16 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i >= n) {
        return;
      }
      y[i] = 2.0f * x[i] + 1.0f;
    }
  }
}
