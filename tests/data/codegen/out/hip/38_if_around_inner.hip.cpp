#include <hip/hip_runtime.h>

// Branches around @inner loops.
extern "C" __global__ __launch_bounds__(8) void _occa_branchyInner_0(const int nBlocks, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    if (b % 2 == 0) {
      {
        int t = 0 + threadIdx.x;
        y[b * 8 + t] = x[b * 8 + t] + b;
      }
    } else {
      {
        int t = 0 + threadIdx.x;
        y[b * 8 + t] = x[b * 8 + (7 - t)] - b;
      }
    }
  }
}
