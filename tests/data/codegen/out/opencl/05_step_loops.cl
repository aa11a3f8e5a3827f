// Non-unit steps in both directions.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_stepLoops_0(const int N, __global float *out) {
  {
    int o = 2 + (3 * get_group_id(0));
    {
      int t = 30 - (4 * get_local_id(0));
      out[(o - 2) / 3 * 8 + (30 - t) / 4] = (float)(o * 1000 + t);
    }
  }
}
