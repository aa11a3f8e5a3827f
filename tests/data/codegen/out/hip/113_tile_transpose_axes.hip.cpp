#include <hip/hip_runtime.h>

// Classic tiled transpose with explicit axes on both tile levels: `@tile(TS, @outer(1),
// @inner(1))` around `@tile(TS, @outer(0), @inner(0))`, a padded `@shared` tile, and a
// second pass over the same matrix with `check = false` tiles whose iterators step by 2
// (`i += 2`, the range a multiple of the tile span) and count down (`j -= 2`, `>=`).
extern "C" __global__ __launch_bounds__(16) void _occa_tileTranspose_0(const int rows, const int cols, const float *in, float *out, int *marks) {
  {
    int _occa_tiled_r = 0 + (4 * blockIdx.y);
    {
      int _occa_tiled_c = 0 + (4 * blockIdx.x);
      {
        int r = _occa_tiled_r + threadIdx.y;
        if (r < rows) {
          {
            int c = _occa_tiled_c + threadIdx.x;
            if (c < cols) {
              out[c * rows + r] = in[r * cols + c];
            }
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_tileTranspose_1(const int rows, const int cols, const float *in, float *out, int *marks) {
  {
    int by = 0 + blockIdx.y;
    {
      int bx = 0 + blockIdx.x;
      __shared__ float tile[4][4 + 1];
      {
        int y = 0 + threadIdx.y;
        {
          int x = 0 + threadIdx.x;
          const int r = by * 4 + y;
          const int c = bx * 4 + x;
          if (r < rows && c < cols) {
            tile[y][x] = in[r * cols + c];
          }
        }
      }
      __syncthreads();
      {
        int y = 0 + threadIdx.y;
        {
          int x = 0 + threadIdx.x;
          const int r = by * 4 + x;
          const int c = bx * 4 + y;
          if (r < rows && c < cols) {
            out[c * rows + r] += tile[x][y];
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(32) void _occa_tileTranspose_2(const int rows, const int cols, const float *in, float *out, int *marks) {
  {
    int _occa_tiled_i = 0 + (8 * 2 * blockIdx.y);
    {
      int _occa_tiled_j = 15 - (4 * 2 * blockIdx.x);
      {
        int i = _occa_tiled_i + (2 * threadIdx.y);
        {
          int j = _occa_tiled_j - (2 * threadIdx.x);
          marks[i * 16 + j] += 1 + i + 100 * j;
        }
      }
    }
  }
}
