#include <hip/hip_runtime.h>

// `_Pragma("...")` is `#pragma ...` written as an operator (C99 6.10.9), so macros can carry
// pragmas: `_Pragma("occa attributes @inner")` must inject `@inner` like
// `#pragma occa attributes @inner` (spec §10.4) and leave nothing in the output, and
// `_Pragma("unroll NQ")` must expand `NQ` like `#pragma unroll NQ`.
extern "C" __global__ __launch_bounds__(4) void _occa_pragmaOperator_0(const int n, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[4];
    {
      int t = 0 + threadIdx.x;
      s[t] = x[b * 4 + t];
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      int acc = 0;
      #pragma unroll 4
      for (int k = 0; k < 4; ++k) {
        acc += s[k] * (k == t ? 10 : 1);
      }
      y[b * 4 + t] = acc;
    }
  }
}
