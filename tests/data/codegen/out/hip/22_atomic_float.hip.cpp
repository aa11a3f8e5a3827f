#include <hip/hip_runtime.h>

// Basic atomics on float accumulators shared by all work-groups.
extern "C" __global__ __launch_bounds__(16) void _occa_atomicFloat_0(const int n, const float *x, float *sums, float *bins) {
  {
    int b = 0 + (16 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i < n) {
        atomicAdd(&sums[0], x[i]);
        atomicAdd(&sums[1], -(0.5f * x[i]));
        atomicAdd(&sums[2], 1);
        atomicAdd(&sums[3], 1);
        atomicAdd(&sums[4], -1);
        atomicAdd(&sums[5], -1);
        atomicAdd(&bins[i % 4], x[i]);
      }
    }
  }
}
