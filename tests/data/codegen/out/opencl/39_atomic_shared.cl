// @shared histogram with atomics.
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_sharedHistogram_0(const int n, __global const int *x, __global int *hist) {
  __local int local_[8];
  {
    int b = 0 + (64 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      if (t < 8) {
        local_[t] = 0;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (b + t < n) {
        atomic_add(&local_[x[b + t] & 7], (1));
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 8) {
        atomic_add(&hist[t], (local_[t]));
      }
    }
  }
}
