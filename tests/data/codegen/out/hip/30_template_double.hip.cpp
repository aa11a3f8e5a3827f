#include <hip/hip_runtime.h>

// Templated axpy; the scalar parameter has the template type.
template <typename T>
static __device__ T mulAdd(T a, T x, T y) {
  return a * x + y;
}

extern "C" __global__ __launch_bounds__(32) void _occa_axpyT_double_0(const int n, const double alpha, const double *x, double *y) {
  {
    int _occa_tiled_i = 0 + (32 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        y[i] = mulAdd(alpha, x[i], y[i]);
      }
    }
  }
}
