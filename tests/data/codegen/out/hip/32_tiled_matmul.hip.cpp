#include <hip/hip_runtime.h>

// Shared-memory tiled matrix multiply, 2-D outer/inner nests with explicit axes.
// Defines: -DTILE=16
typedef float real_t;

extern "C" __global__ __launch_bounds__(64) void _occa_matmul_0(const int M, const int N, const int K, const real_t *A, const real_t *B, real_t *C) {
  {
    int by = 0 + blockIdx.y;
    {
      int bx = 0 + blockIdx.x;
      __shared__ real_t sA[8][8];
      __shared__ real_t sB[8][8];
      real_t acc;
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          acc = 0;
        }
      }
      for (int kt = 0; kt < K; kt += 8) {
        {
          int ty = 0 + threadIdx.y;
          {
            int tx = 0 + threadIdx.x;
            const int row = by * 8 + ty;
            const int col = bx * 8 + tx;
            sA[ty][tx] = row < M && kt + tx < K ? A[row * K + kt + tx] : 0.0f;
            sB[ty][tx] = col < N && kt + ty < K ? B[(kt + ty) * N + col] : 0.0f;
          }
        }
        __syncthreads();
        {
          int ty = 0 + threadIdx.y;
          {
            int tx = 0 + threadIdx.x;
            for (int k = 0; k < 8; ++k) {
              acc += sA[ty][k] * sB[k][tx];
            }
          }
        }
        __syncthreads();
      }
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          const int row = by * 8 + ty;
          const int col = bx * 8 + tx;
          if (row < M && col < N) {
            C[row * N + col] = acc;
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_scaleTiled_0(const int n, const float alpha, float *x) {
  {
    int _occa_tiled_i = n - 1 - (8 * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i - (2 * threadIdx.x);
      if (i >= 0) {
        x[i] *= alpha;
      }
    }
  }
}
