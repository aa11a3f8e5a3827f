#include <hip/hip_runtime.h>

// Blocked transpose with explicit loop axes.
extern "C" __global__ __launch_bounds__(64) void _occa_transpose2d_0(const int rows, const int cols, const float *in, float *out) {
  {
    int by = 0 + blockIdx.y;
    {
      int bx = 0 + blockIdx.x;
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          const int r = by * 8 + ty;
          const int c = bx * 8 + tx;
          if (r < rows && c < cols) {
            out[c * rows + r] = in[r * cols + c];
          }
        }
      }
    }
  }
}
