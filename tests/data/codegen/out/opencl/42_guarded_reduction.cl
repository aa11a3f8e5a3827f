// Block sums by a halving tree: `if (t < alive)` around an @inner loop body, which the OpenMP
// backend prints as part of the loop condition; the last block is partial.
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_guardedReduction_0(const int N, __global const int *x, __global int *partial) {
  __local int s[64];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int id = b * 64 + t;
      s[t] = id < N ? x[id] : 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int alive = 32; alive > 0; alive /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < alive) {
          s[t] += s[t + alive];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        partial[b] = s[0];
      }
    }
  }
}
