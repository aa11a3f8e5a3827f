#include <hip/hip_runtime.h>

// `@directive("#...")` (spec §10.4) injects a preprocessor line where it stands: a `#define`
// made this way is a macro for the rest of the file (libCEED's OCCA backend defines its
// function-name macros like this, inside C++ string sources where `#` lines cannot be
// written), and an injected `#pragma` is macro-expanded like a written one.
static __device__ inline int tensor_weight_q8(int i) {
  return 2 * i + 1;
}

extern "C" __global__ __launch_bounds__(8) void _occa_directiveDefine_0(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[8];
    int mine;
    {
      int t = 0 + threadIdx.x;
      mine = x[b * 8 + t];
      s[t] = mine;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      int acc = 0;
      #pragma unroll 8
      for (int k = 0; k < 8; ++k) {
        acc += s[k];
      }
      y[b * 8 + t] = 3 * acc + tensor_weight_q8(mine);
    }
  }
}
