#include <hip/hip_runtime.h>

// Two nested tiled loops: expands to @outer @outer @inner @inner (spec 4.5).
extern "C" __global__ __launch_bounds__(32) void _occa_nestedTiles_0(const int N, const int *src, int *a) {
  {
    int _occa_tiled_i = 0 + (4 * blockIdx.y);
    {
      int _occa_tiled_j = 0 + (8 * blockIdx.x);
      {
        int i = _occa_tiled_i + threadIdx.y;
        if (i < N) {
          {
            int j = _occa_tiled_j + threadIdx.x;
            if (j < N) {
              a[i * N + j] = src[j * N + i] + i;
            }
          }
        }
      }
    }
  }
}
