// Basic atomics on int counters shared by all work-groups.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_atomicInt_0(const int n, __global const int *x, __global int *hist, __global int *counters) {
  {
    int b = 0 + (16 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        atomic_add(&hist[x[i] % 8], (1));
        atomic_add(&counters[0], (x[i]));
        atomic_sub(&counters[1], (x[i]));
        atomic_inc(&counters[2]);
        atomic_inc(&counters[3]);
        atomic_dec(&counters[4]);
        atomic_dec(&counters[5]);
      }
    }
  }
}
