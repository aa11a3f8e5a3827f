// Branches around @inner loops.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_branchyInner_0(const int nBlocks, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    if (b % 2 == 0) {
      {
        int t = 0 + get_local_id(0);
        y[b * 8 + t] = x[b * 8 + t] + b;
      }
    } else {
      {
        int t = 0 + get_local_id(0);
        y[b * 8 + t] = x[b * 8 + (7 - t)] - b;
      }
    }
  }
}
