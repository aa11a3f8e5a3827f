#include <hip/hip_runtime.h>

// Names that shadow `@exclusive` variables: a block-local `acc` inside the `@inner` body, a
// regular-loop iterator named like an `@exclusive` scalar, a helper whose parameter has the
// same name, a struct member of that name, and a second `@outer` nest whose plain local
// reuses the name. Only the `@exclusive` declarations' own uses are per-work-item copies.
struct Acc {
  int acc;
  int k;
};

__device__ static int twice(int acc) {
  return 2 * acc;
}

extern "C" __global__ __launch_bounds__(4) void _occa_exclusiveShadowing_0(const int nb, const int *x, int *out) {
  {
    int b = 0 + blockIdx.x;
    int acc;
    int k;
    {
      int t = 0 + threadIdx.x;
      acc = x[b * 4 + t];
      k = 3;
      {
        int acc = 1000;
        out[b * 4 + t] = acc;
      }
      for (int k = 0; k < 2; ++k) {
        acc += k;
      }
    }
    {
      int t = 0 + threadIdx.x;
      Acc a;
      a.acc = 10 * acc;
      a.k = k;
      out[b * 4 + t] += twice(acc) + a.acc + a.k;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_exclusiveShadowing_1(const int nb, const int *x, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      int acc = t;
      out[b * 4 + t] += 100000 * acc;
    }
  }
}
