// @tile with the default check=true over a size that the tile does not divide.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_tileRemainder_0(const int N, __global const float *x, __global float *y) {
  {
    int _occa_tiled_i = 0 + (16 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < N) {
        y[i] = x[i] * x[i] + 1.0f;
      }
    }
  }
}
