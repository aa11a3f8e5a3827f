// Shared-memory tiled matrix multiply, 2-D outer/inner nests with explicit axes.
// Defines: -DTILE=16
typedef float real_t;

__kernel __attribute__((reqd_work_group_size(8, 8, 1))) void _occa_matmul_0(const int M, const int N, const int K, __global const real_t *A, __global const real_t *B, __global real_t *C) {
  __local real_t sA[8][8];
  __local real_t sB[8][8];
  {
    int by = 0 + get_group_id(1);
    {
      int bx = 0 + get_group_id(0);
      real_t acc;
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          acc = 0;
        }
      }
      for (int kt = 0; kt < K; kt += 8) {
        {
          int ty = 0 + get_local_id(1);
          {
            int tx = 0 + get_local_id(0);
            const int row = by * 8 + ty;
            const int col = bx * 8 + tx;
            sA[ty][tx] = row < M && kt + tx < K ? A[row * K + kt + tx] : 0.0f;
            sB[ty][tx] = col < N && kt + ty < K ? B[(kt + ty) * N + col] : 0.0f;
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int ty = 0 + get_local_id(1);
          {
            int tx = 0 + get_local_id(0);
            for (int k = 0; k < 8; ++k) {
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

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_scaleTiled_0(const int n, const float alpha, __global float *x) {
  {
    int _occa_tiled_i = n - 1 - (8 * 2 * get_group_id(0));
    {
      int i = _occa_tiled_i - (2 * get_local_id(0));
      if (i >= 0) {
        x[i] *= alpha;
      }
    }
  }
}
