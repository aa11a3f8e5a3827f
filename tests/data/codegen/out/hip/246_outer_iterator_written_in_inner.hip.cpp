#include <hip/hip_runtime.h>

// An `@outer` iterator written inside an `@inner` body, and an outer `@inner` iterator
// written inside a nested `@inner` body. On a GPU each work-item has its own copy of both
// (each computes them from its group and thread index), so `b += t` gives work-item t the
// value b + t and nothing else changes. The host keeps one copy per `@outer` iteration (per
// row of work-items for `y`), so the writes accumulate over the work-items.
extern "C" __global__ __launch_bounds__(4) void _occa_outerIteratorInInner_0(int *out, int *out2) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      const int k = b * 4 + t;
      b += t;
      out[k] = b;
    }
  }
}

extern "C" __global__ __launch_bounds__(6) void _occa_outerIteratorInInner_1(int *out, int *out2) {
  {
    int b = 0 + blockIdx.x;
    {
      int y = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        const int k = (b * 2 + y) * 3 + x;
        y += 10 * x;
        out2[k] = y;
      }
    }
  }
}
