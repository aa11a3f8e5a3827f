#include <hip/hip_runtime.h>

// Addresses of by-value kernel parameters passed to helpers inside `@inner` loops: a helper
// taking `int *` writes through it (each work-item writes its own copy, as on a GPU), one
// taking `const int *` only reads (the argument stays uniform, so it may bound a regular loop
// around the next `@inner` loop), and an overload set with both (`C++` picks `int *` for `&m`
// of a non-`const` `m`, so it is a write).
static __device__ void poke(int *p) {
  *p += 10;
}

static __device__ int peek(const int *p) {
  return *p;
}

static __device__ int twice(const int *p) {
  return 2 * *p;
}

static __device__ int twice(int *p) {
  *p *= 2;
  return *p;
}

extern "C" __global__ __launch_bounds__(4) void _occa_addressUses_0(int n, int m, int *y, int *z, int *w) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      if (t % 2 == 1) {
        poke(&n);
      }
      y[b * 4 + t] = peek(&n) + t;
    }
    for (int k = 0; k < peek(&m); ++k) {
      {
        int t = 0 + threadIdx.x;
        z[(b * 3 + k) * 4 + t] = peek(&m) + k + t;
      }
    }
    {
      int t = 0 + threadIdx.x;
      w[b * 4 + t] = twice(&m) + t;
    }
  }
}
