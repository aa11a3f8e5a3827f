// Blocked transpose with explicit loop axes.
__kernel __attribute__((reqd_work_group_size(8, 8, 1))) void _occa_transpose2d_0(const int rows, const int cols, __global const float *in, __global float *out) {
  {
    int by = 0 + get_group_id(1);
    {
      int bx = 0 + get_group_id(0);
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          const int r = by * 8 + ty;
          const int c = bx * 8 + tx;
          if (r < rows && c < cols) {
            out[c * rows + r] = in[r * cols + c];
          }
        }
      }
    }
  }
}
