// A matrix product whose `@inner` body holds a regular loop over k-blocks with `@barrier` at
// its top and bottom: the trip count comes from kernel arguments, so every work-item reaches
// both barriers even though the sums read only global memory.
// Defines: -DTS=4
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_mmDirect_0(const int M, const int N, const int K, __global const float *A, __global const float *B, __global float *D) {
  {
    int by = 0 + get_group_id(1);
    {
      int bx = 0 + get_group_id(0);
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          const int row = by * 4 + ty;
          const int col = bx * 4 + tx;
          const int nkb = (K + 4 - 1) / 4;
          float acc = 0.0f;
          for (int kb = 0; kb < nkb; ++kb) {
            barrier(CLK_LOCAL_MEM_FENCE);
            for (int k = kb * 4; k < kb * 4 + 4; ++k) {
              if (row < M && col < N && k < K) {
                acc += A[row * K + k] * B[k * N + col];
              }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
          }
          if (row < M && col < N) {
            D[row * N + col] = acc;
          }
        }
      }
    }
  }
}
