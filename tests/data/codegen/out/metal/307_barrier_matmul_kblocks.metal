#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Tiled matrix multiply with `@shared` tiles in a regular loop over k-blocks (the OCCA/CUDA
// textbook form): explicit `@barrier` after the tile loads and after the partial products, both
// between `@inner` nests inside the regular loop, an `@exclusive` accumulator, `#pragma unroll`.
// Defines: -DTS=4
kernel void _occa_mmShared_0(constant int &M [[buffer(0)]], constant int &N [[buffer(1)]], constant int &K [[buffer(2)]], device const float *A [[buffer(3)]], device const float *B [[buffer(4)]], device float *C [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float sA[4][4];
  threadgroup float sB[4][4];
  {
    int by = 0 + _occa_group_position.y;
    {
      int bx = 0 + _occa_group_position.x;
      float acc;
      const int nkb = (K + 4 - 1) / 4;
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          acc = 0.0f;
        }
      }
      for (int kb = 0; kb < nkb; ++kb) {
        {
          int ty = 0 + _occa_thread_position.y;
          {
            int tx = 0 + _occa_thread_position.x;
            const int row = by * 4 + ty;
            const int col = bx * 4 + tx;
            const int ka = kb * 4 + tx;
            const int kbb = kb * 4 + ty;
            sA[ty][tx] = row < M && ka < K ? A[row * K + ka] : 0.0f;
            sB[ty][tx] = col < N && kbb < K ? B[kbb * N + col] : 0.0f;
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int ty = 0 + _occa_thread_position.y;
          {
            int tx = 0 + _occa_thread_position.x;
            #pragma unroll 4
            for (int k = 0; k < 4; ++k) {
              acc += sA[ty][k] * sB[k][tx];
            }
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
      }
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
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
