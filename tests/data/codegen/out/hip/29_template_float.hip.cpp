#include <hip/hip_runtime.h>

// Templated kernel and helper.
template <typename T>
static __device__ T twice(T v) {
  return v + v;
}

extern "C" __global__ __launch_bounds__(64) void _occa_scaleT_float_0(const int n, const float *x, float *y) {
  {
    int _occa_tiled_i = 0 + (64 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        y[i] = twice(x[i]);
      }
    }
  }
}
