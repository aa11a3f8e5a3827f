#include <hip/hip_runtime.h>

// An `@inner` iterator written through a helper's non-`const` reference parameter
// (`advance(t)`): on a GPU each work-item walks its own copy in steps of 4, so every element
// below `n` is written once. The host must copy the iterator per work-item, as for a direct
// write (case 245); a `const` reference parameter (`peek(t)`) is a read and leaves the loop as
// it is.
static __device__ void advance(int &t) {
  t += 4;
}

static __device__ int peek(const int &t) {
  return t;
}

extern "C" __global__ __launch_bounds__(4) void _occa_iteratorByHelper_0(const int n, int *a, int *b) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      while (t < n) {
        a[g * n + t] = 10 * g + t;
        advance(t);
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_iteratorByHelper_1(const int n, int *a, int *b) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      b[g * 4 + t] = peek(t) + g;
    }
  }
}
