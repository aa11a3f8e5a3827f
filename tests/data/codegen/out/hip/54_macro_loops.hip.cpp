#include <hip/hip_runtime.h>

// Macros that expand to whole OKL loop headers, to attributes, and to @atomic / @barrier
// statements; `#pragma unroll` with a macro count inside a macro-built loop; `_Pragma`.
extern "C" __global__ __launch_bounds__(8) void _occa_macroLoops_0(const int nB, const int *x, int *y, int *total) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[8];
    int myVal;
    {
      int t = 0 + threadIdx.x;
      myVal = x[b * 8 + t];
      s[t] = myVal * 2;
    }
    __syncthreads();
    {
      int t = 8 - 1 - threadIdx.x;
      int acc = 0;
      #pragma unroll 4
      for (int k = 0; k < 8; ++k) {
        acc += s[k] * (k + 1);
      }
      #pragma GCC unroll 2
      for (int k = 0; k < 2; ++k) {
        acc += myVal;
      }
      y[b * 8 + t] = acc - t;
      atomicAdd(&total[t % 2], myVal);
    }
  }
}
