// Explicit axes that do not follow the nesting order.
__kernel __attribute__((reqd_work_group_size(4, 3, 1))) void _occa_swappedAxes_0(const int NB, __global int *out) {
  {
    int b = 0 + get_group_id(1);
    {
      int tx = 0 + get_local_id(0);
      {
        int ty = 0 + get_local_id(1);
        out[(b * 4 + tx) * 3 + ty] = b * 100 + tx * 10 + ty;
      }
    }
  }
}
