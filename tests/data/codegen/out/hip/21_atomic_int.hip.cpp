#include <hip/hip_runtime.h>

// Basic atomics on int counters shared by all work-groups.
extern "C" __global__ __launch_bounds__(16) void _occa_atomicInt_0(const int n, const int *x, int *hist, int *counters) {
  {
    int b = 0 + (16 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i < n) {
        atomicAdd(&hist[x[i] % 8], 1);
        atomicAdd(&counters[0], x[i]);
        atomicAdd(&counters[1], -(x[i]));
        atomicAdd(&counters[2], 1);
        atomicAdd(&counters[3], 1);
        atomicAdd(&counters[4], -1);
        atomicAdd(&counters[5], -1);
      }
    }
  }
}
