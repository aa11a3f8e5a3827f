#include <hip/hip_runtime.h>

// @tile with the default check=true over a size that the tile does not divide.
extern "C" __global__ __launch_bounds__(16) void _occa_tileRemainder_0(const int N, const float *x, float *y) {
  {
    int _occa_tiled_i = 0 + (16 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < N) {
        y[i] = x[i] * x[i] + 1.0f;
      }
    }
  }
}
