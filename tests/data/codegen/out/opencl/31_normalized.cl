// Normalised attribute spelling (spec 2.3).
__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void _occa_normalized_0(const int n, __global const float *x, __global float *y) {
  {
    int _occa_tiled_i = 0 + (32 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        y[i] = x[i] + 1.0f;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_normalized_1(const int n, __global const float *x, __global float *y) {
  __local float s[8];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      s[t] = y[b * 8 + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      y[b * 8 + t] = s[7 - t];
    }
  }
}
