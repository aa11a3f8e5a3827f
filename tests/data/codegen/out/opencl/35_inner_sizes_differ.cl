// Sibling inner loops of different extents.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_innerSizes_0(const int nBlocks, __global const int *x, __global int *y) {
  __local int s[16];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      s[t] = x[b * 16 + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 8) {
        y[b * 8 + t] = s[2 * t] + s[2 * t + 1];
      }
    }
  }
}
