// Both tile loops are @inner.
__kernel __attribute__((reqd_work_group_size(4, 3, 1))) void _occa_innerTile_0(const int nBlocks, __global const float *x, __global float *y) {
  {
    int b = 0 + get_group_id(0);
    {
      int _occa_tiled_i = 0 + (4 * get_local_id(1));
      {
        int i = _occa_tiled_i + get_local_id(0);
        if (i < 10) {
          y[b * 10 + i] = x[b * 10 + i] * 3.0f;
        }
      }
    }
  }
}
