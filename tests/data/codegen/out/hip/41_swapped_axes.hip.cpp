#include <hip/hip_runtime.h>

// Explicit axes that do not follow the nesting order.
extern "C" __global__ __launch_bounds__(12) void _occa_swappedAxes_0(const int NB, int *out) {
  {
    int b = 0 + blockIdx.y;
    {
      int tx = 0 + threadIdx.x;
      {
        int ty = 0 + threadIdx.y;
        out[(b * 4 + tx) * 3 + ty] = b * 100 + tx * 10 + ty;
      }
    }
  }
}
