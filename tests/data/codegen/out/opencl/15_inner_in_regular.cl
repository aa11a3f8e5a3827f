// A regular loop between @outer and @inner, with a @shared accumulator.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_innerInRegular_0(const int nBlocks, const int reps, __global const float *x, __global float *y) {
  __local float s[16];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      s[t] = 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int r = 0; r < reps; ++r) {
      {
        int t = 0 + get_local_id(0);
        s[t] += x[b * 16 + (t + r) % 16] * (float)(r + 1);
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      y[b * 16 + t] = s[t];
    }
  }
}
