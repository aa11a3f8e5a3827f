#include <hip/hip_runtime.h>

// A loop pragma (`#pragma unroll 2`, or one injected with `@directive`) written right before a
// top-most `@inner` loop in an `@outer` body that has `@exclusive` state: on the host
// backends the exclusive-index reset must not end up between the pragma and its loop.
extern "C" __global__ __launch_bounds__(4) void _occa_pragmaBeforeInner_0(const int nb, int *y) {
  {
    int b = 0 + blockIdx.x;
    int v;
    {
      int t = 0 + threadIdx.x;
      v = b * 4 + t;
    }
    {
      int t = 0 + threadIdx.x;
      y[b * 4 + t] = v;
    }
    {
      int t = 0 + threadIdx.x;
      y[b * 4 + t] += 100 * v;
    }
  }
}
