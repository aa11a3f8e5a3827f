#include <hip/hip_runtime.h>

// Both tile loops are @inner.
extern "C" __global__ __launch_bounds__(12) void _occa_innerTile_0(const int nBlocks, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    {
      int _occa_tiled_i = 0 + (4 * threadIdx.y);
      {
        int i = _occa_tiled_i + threadIdx.x;
        if (i < 10) {
          y[b * 10 + i] = x[b * 10 + i] * 3.0f;
        }
      }
    }
  }
}
