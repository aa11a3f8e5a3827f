// Tiled matrix multiply with `@shared` tiles in a regular loop over k-blocks (the OCCA/CUDA
// textbook form): explicit `@barrier` after the tile loads and after the partial products, both
// between `@inner` nests inside the regular loop, an `@exclusive` accumulator, `#pragma unroll`.
// Defines: -DTS=4
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_mmShared_0(const int M, const int N, const int K, __global const float *A, __global const float *B, __global float *C) {
  __local float sA[4][4];
  __local float sB[4][4];
  {
    int by = 0 + get_group_id(1);
    {
      int bx = 0 + get_group_id(0);
      float acc;
      const int nkb = (K + 4 - 1) / 4;
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          acc = 0.0f;
        }
      }
      for (int kb = 0; kb < nkb; ++kb) {
        {
          int ty = 0 + get_local_id(1);
          {
            int tx = 0 + get_local_id(0);
            const int row = by * 4 + ty;
            const int col = bx * 4 + tx;
            const int ka = kb * 4 + tx;
            const int kbb = kb * 4 + ty;
            sA[ty][tx] = row < M && ka < K ? A[row * K + ka] : 0.0f;
            sB[ty][tx] = col < N && kbb < K ? B[kbb * N + col] : 0.0f;
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int ty = 0 + get_local_id(1);
          {
            int tx = 0 + get_local_id(0);
            #pragma unroll 4
            for (int k = 0; k < 4; ++k) {
              acc += sA[ty][k] * sB[k][tx];
            }
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
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
