// Explicit and implicit barriers between @inner loops that communicate through @shared memory.
__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void _occa_reverseBlocks_0(const int nBlocks, __global const int *x, __global int *y) {
  __local int s[32];
  __local int u[32];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      s[t] = x[b * 32 + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      u[t] = s[31 - t] * 2;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      s[t] = s[t] + 1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      y[b * 32 + t] = u[(t + 1) % 32] + s[t];
    }
  }
}
