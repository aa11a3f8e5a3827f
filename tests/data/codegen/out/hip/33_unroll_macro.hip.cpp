#include <hip/hip_runtime.h>

// #pragma unroll with a macro count.
extern "C" __global__ __launch_bounds__(16) void _occa_unrolled_0(const int n, const float *x, float *y) {
  {
    int b = 0 + (16 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      float acc = 0.0f;
      #pragma unroll 4
      for (int k = 0; k < 8; ++k) {
        acc += x[(b + t + k) % n] * (float)(k + 1);
      }
      #pragma unroll
      for (int k = 0; k < 2; ++k) {
        acc -= 0.5f * (float)k;
      }
      if (b + t < n) {
        y[b + t] = acc;
      }
    }
  }
}
