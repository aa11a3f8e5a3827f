#include <hip/hip_runtime.h>

// `@atomic` updates whose target is a call of a helper returning a reference: an lvalue, so
// OKL0560 accepts it (a helper returning a value is reported, tests/data/sema/err).
static __device__ int &slotOf(int *a, int i) {
  return a[i];
}

extern "C" __global__ __launch_bounds__(8) void _occa_atomicReferenceCall_0(const int nb, int *hist) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      atomicAdd(&slotOf(hist, t % 4), t);
      atomicAdd(&slotOf(hist, 4), 1);
    }
  }
}
