#include <hip/hip_runtime.h>

// Decreasing tile and an attribute-less @tile inside an @inner body.
extern "C" __global__ __launch_bounds__(8) void _occa_tileDecreasing_0(const int N, float *a) {
  {
    int _occa_tiled_i = N - (8 * blockIdx.x);
    {
      int i = _occa_tiled_i - threadIdx.x;
      if (i >= 0) {
        float acc = 0.0f;
        for (int _occa_tiled_k = 0; _occa_tiled_k < 10; _occa_tiled_k += 4) {
          for (int k = _occa_tiled_k; k < _occa_tiled_k + 4; ++k) {
            if (k < 10) {
              acc += (float)(k * i);
            }
          }
        }
        a[i] = acc;
      }
    }
  }
}
