#include <hip/hip_runtime.h>

// A matrix product whose `@inner` body holds a regular loop over k-blocks with `@barrier` at
// its top and bottom: the trip count comes from kernel arguments, so every work-item reaches
// both barriers even though the sums read only global memory.
// Defines: -DTS=4
extern "C" __global__ __launch_bounds__(16) void _occa_mmDirect_0(const int M, const int N, const int K, const float *A, const float *B, float *D) {
  {
    int by = 0 + blockIdx.y;
    {
      int bx = 0 + blockIdx.x;
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          const int row = by * 4 + ty;
          const int col = bx * 4 + tx;
          const int nkb = (K + 4 - 1) / 4;
          float acc = 0.0f;
          for (int kb = 0; kb < nkb; ++kb) {
            __syncthreads();
            for (int k = kb * 4; k < kb * 4 + 4; ++k) {
              if (row < M && col < N && k < K) {
                acc += A[row * K + k] * B[k * N + col];
              }
            }
            __syncthreads();
          }
          if (row < M && col < N) {
            D[row * N + col] = acc;
          }
        }
      }
    }
  }
}
