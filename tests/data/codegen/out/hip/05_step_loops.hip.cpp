#include <hip/hip_runtime.h>

// Non-unit steps in both directions.
extern "C" __global__ __launch_bounds__(8) void _occa_stepLoops_0(const int N, float *out) {
  {
    int o = 2 + (3 * blockIdx.x);
    {
      int t = 30 - (4 * threadIdx.x);
      out[(o - 2) / 3 * 8 + (30 - t) / 4] = (float)(o * 1000 + t);
    }
  }
}
