// 2-D tiles in the C++ spelling with explicit axes, check=false on an exact extent and the
// default check on a ragged one, the tile size from a `-D` name inside the string: a scaled
// transpose of an M x N matrix.
__kernel __attribute__((reqd_work_group_size(8, 4, 1))) void _occa_transposeScale_0(const int M, const int N, const float alpha, __global const float *A, __global float *AT) {
  {
    int _occa_tiled_r = 0 + (4 * get_group_id(1));
    {
      int _occa_tiled_c = 0 + (8 * get_group_id(0));
      {
        int r = _occa_tiled_r + get_local_id(1);
        {
          int c = _occa_tiled_c + get_local_id(0);
          if (c < N) {
            AT[c * M + r] = alpha * A[r * N + c];
          }
        }
      }
    }
  }
}
