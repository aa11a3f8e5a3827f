// @exclusive scalar living across three consecutive @inner loops; @shared staging between them.
__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void _occa_exclusiveScalar_0(const int nBlocks, __global const float *x, __global float *y) {
  __local float s[32];
  {
    int b = 0 + get_group_id(0);
    float r;
    {
      int t = 0 + get_local_id(0);
      r = x[b * 32 + t];
      s[t] = r;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      r = r * 2.0f + s[31 - t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      y[b * 32 + t] = r + (float)t;
    }
  }
}
