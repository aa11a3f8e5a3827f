#include <hip/hip_runtime.h>

// An @exclusive used in the body of a @tile(4, @inner, @inner) element loop (inside the tile's
// bounds check, 7 is not a multiple of 4), around the innermost @inner loops below it.
extern "C" __global__ __launch_bounds__(24) void _occa_exclusiveMidTile_0(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int _occa_tiled_j = 0 + (4 * threadIdx.z);
      {
        int j = _occa_tiled_j + threadIdx.y;
        if (j < 7) {
          e = x[b * 7 + j];
          {
            int i = 0 + threadIdx.x;
            y[((b * 7 + j) * 3 + i) * 2] = e * 10 + i;
            e += i;
          }
          e *= 2;
          {
            int i = 0 + threadIdx.x;
            y[((b * 7 + j) * 3 + i) * 2 + 1] = e;
          }
        }
      }
    }
  }
}
