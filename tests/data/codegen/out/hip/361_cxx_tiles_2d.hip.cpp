#include <hip/hip_runtime.h>

// 2-D tiles in the C++ spelling with explicit axes, check=false on an exact extent and the
// default check on a ragged one, the tile size from a `-D` name inside the string: a scaled
// transpose of an M x N matrix.
extern "C" __global__ __launch_bounds__(32) void _occa_transposeScale_0(const int M, const int N, const float alpha, const float *A, float *AT) {
  {
    int _occa_tiled_r = 0 + (4 * blockIdx.y);
    {
      int _occa_tiled_c = 0 + (8 * blockIdx.x);
      {
        int r = _occa_tiled_r + threadIdx.y;
        {
          int c = _occa_tiled_c + threadIdx.x;
          if (c < N) {
            AT[c * M + r] = alpha * A[r * N + c];
          }
        }
      }
    }
  }
}
