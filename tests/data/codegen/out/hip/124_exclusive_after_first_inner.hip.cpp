#include <hip/hip_runtime.h>

// Declarations placed between `@inner` loops rather than before the first one: an
// `@exclusive` scalar and a `@shared` array declared after the first `@inner` loop, an
// `@exclusive` array declared after the second, each used only by later loops, and a plain
// per-work-group `const` local between them that feeds an `@inner` bound guard.
extern "C" __global__ __launch_bounds__(6) void _occa_exclusiveAfterFirstInner_0(const int nb, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    int first;
    {
      int t = 0 + threadIdx.x;
      first = x[b * 6 + t];
    }
    int second;
    __shared__ int s[6];
    const int limit = b % 3 + 3;
    {
      int t = 0 + threadIdx.x;
      second = first * 2;
      s[t] = first;
    }
    __syncthreads();
    int hist[2];
    {
      int t = 0 + threadIdx.x;
      hist[0] = s[6 - 1 - t];
      hist[1] = t < limit ? second : -second;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      y[b * 6 + t] = hist[0] * 1000 + hist[1] + first;
    }
  }
}
