#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A matrix product whose `@inner` body holds a regular loop over k-blocks with `@barrier` at
// its top and bottom: the trip count comes from kernel arguments, so every work-item reaches
// both barriers even though the sums read only global memory.
// Defines: -DTS=4
kernel void _occa_mmDirect_0(constant int &M [[buffer(0)]], constant int &N [[buffer(1)]], constant int &K [[buffer(2)]], device const float *A [[buffer(3)]], device const float *B [[buffer(4)]], device float *D [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int by = 0 + _occa_group_position.y;
    {
      int bx = 0 + _occa_group_position.x;
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          const int row = by * 4 + ty;
          const int col = bx * 4 + tx;
          const int nkb = (K + 4 - 1) / 4;
          float acc = 0.0f;
          for (int kb = 0; kb < nkb; ++kb) {
            threadgroup_barrier(mem_flags::mem_threadgroup);
            for (int k = kb * 4; k < kb * 4 + 4; ++k) {
              if (row < M && col < N && k < K) {
                acc += A[row * K + k] * B[k * N + col];
              }
            }
            threadgroup_barrier(mem_flags::mem_threadgroup);
          }
          if (row < M && col < N) {
            D[row * N + col] = acc;
          }
        }
      }
    }
  }
}
