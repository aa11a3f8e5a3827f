// @dim with expression extents (`N + 1`, `2 * M`), @dimOrder on a 3-D argument, expression and
// nested indices, a `?:` index, @dim on a local pointer and on a @shared array.
__kernel void _occa_dimExpressions_0(const int N, const int M, __global const float *A, __global const int *B, __global float *C, __global int *D) {
  __local float s[32];
  __local int s2[3][5];
  {
    int j = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(0);
      __global float *row = C + i * (2 * M);
      row[2 * j] = A[i + (N + 1) * j] + 1.0f;
      row[2 * j + 1] = A[N - i + (N + 1) * (M - 1 - j)] + A[(i > 0 ? i - 1 : 0) + (N + 1) * j];
      if (i < 4 && j < 8) {
        s[i + 4 * j] = A[i + (N + 1) * j];
      }
      if (i < 3) {
        s2[i][j % 5] = i * 10 + j;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int i = 0 + get_local_id(0);
      if (j < M - 1 && i < N) {
        D[(j * N + i) * 2 + 0] = B[i + N * (0 + 2 * j)] + 10 * B[N - 1 - i + N * (1 + 2 * j)];
        D[(j * N + i) * 2 + 1] = B[i + N * (i % 2 + 2 * (B[0 + N * (0 + 2 * j)] % (M - 1)))];
      }
      if (i == 0 && j < 8) {
        D[2 * (M - 1) * N + j] = s[3 + 4 * j] + s2[2][j % 5];
      }
    }
  }
}
