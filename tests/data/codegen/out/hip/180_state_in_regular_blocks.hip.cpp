#include <hip/hip_runtime.h>

// `@exclusive` and `@shared` declared inside a regular loop and inside an `if` block between
// `@outer` and `@inner` (fresh per iteration of the regular loop), an `@exclusive` initialised
// from the regular loop's iterator (every work-item's copy starts from it), and an
// `@exclusive` declared before the regular loop that accumulates over its iterations.
extern "C" __global__ __launch_bounds__(4) void _occa_stateInBlocks_0(const int nb, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    int total = 0;
    for (int r = 0; r < 3; ++r) {
      int cnt = r * 10;
      __shared__ int s[4];
      {
        int t = 0 + threadIdx.x;
        cnt += x[b * 4 + t];
        s[t] = cnt;
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        total += s[4 - 1 - t] + cnt;
      }
      __syncthreads();
    }
    if (b % 2 == 0) {
      int flag = 7;
      {
        int t = 0 + threadIdx.x;
        total += flag * t;
      }
    }
    {
      int t = 0 + threadIdx.x;
      y[b * 4 + t] = total;
    }
  }
}
