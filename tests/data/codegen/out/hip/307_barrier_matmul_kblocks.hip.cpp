#include <hip/hip_runtime.h>

// Tiled matrix multiply with `@shared` tiles in a regular loop over k-blocks (the OCCA/CUDA
// textbook form): explicit `@barrier` after the tile loads and after the partial products, both
// between `@inner` nests inside the regular loop, an `@exclusive` accumulator, `#pragma unroll`.
// Defines: -DTS=4
extern "C" __global__ __launch_bounds__(16) void _occa_mmShared_0(const int M, const int N, const int K, const float *A, const float *B, float *C) {
  {
    int by = 0 + blockIdx.y;
    {
      int bx = 0 + blockIdx.x;
      __shared__ float sA[4][4];
      __shared__ float sB[4][4];
      float acc;
      const int nkb = (K + 4 - 1) / 4;
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          acc = 0.0f;
        }
      }
      for (int kb = 0; kb < nkb; ++kb) {
        {
          int ty = 0 + threadIdx.y;
          {
            int tx = 0 + threadIdx.x;
            const int row = by * 4 + ty;
            const int col = bx * 4 + tx;
            const int ka = kb * 4 + tx;
            const int kbb = kb * 4 + ty;
            sA[ty][tx] = row < M && ka < K ? A[row * K + ka] : 0.0f;
            sB[ty][tx] = col < N && kbb < K ? B[kbb * N + col] : 0.0f;
          }
        }
        __syncthreads();
        {
          int ty = 0 + threadIdx.y;
          {
            int tx = 0 + threadIdx.x;
            #pragma unroll 4
            for (int k = 0; k < 4; ++k) {
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
          const int row = by * 4 + ty;
          const int col = bx * 4 + tx;
          if (row < M && col < N) {
            C[row * N + col] = acc;
          }
        }
      }
    }
  }
}
