#include <hip/hip_runtime.h>

// `static_assert` in a kernel body and in an @inner body, also naming a template parameter:
// passed to the C++ compiler as at file scope (it was rejected as "a type declaration").
constexpr int TILE = 8;

extern "C" __global__ __launch_bounds__(8) void _occa_fillScaled_float_0(const int n, const float *x, float *y) {
  {
    int _occa_tiled_i = 0 + (TILE * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        static_assert(TILE % 4 == 0, "TILE must be a multiple of 4");
        y[i] = float(2) * x[i];
      }
    }
  }
}
