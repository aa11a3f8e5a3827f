#include <hip/hip_runtime.h>

// A kernel parameter whose address is passed to a helper's `const int *` parameter inside an
// `@inner` loop is only read there: on a GPU every work-item's copy keeps the argument, so the
// regular loop around the next `@inner` loop runs `n` times in every group. oklc counts every
// `&n` as a write (`writes.rs`), gives `n` a per-work-item copy, and then rejects the use of `n`
// in the regular loop's bound with OKL0548 ("used outside the `@inner` loops after an `@inner`
// loop wrote it"), a false error: the helper cannot write through a pointer to `const`.
static __device__ int peek(const int *p) {
  return *p;
}

extern "C" __global__ __launch_bounds__(4) void _occa_addressForConstPointer_0(int n, int *y) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      y[b * 4 + t] = peek(&n) + t;
    }
    for (int k = 0; k < n; ++k) {
      {
        int t = 0 + threadIdx.x;
        y[8 + b * 4 + t] += k;
      }
    }
  }
}
