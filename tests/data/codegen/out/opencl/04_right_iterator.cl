// Iterator on the right-hand side of the loop check, inclusive comparisons in both directions.
__kernel __attribute__((reqd_work_group_size(7, 1, 1))) void _occa_rightIterator_0(const int N, __global int *out) {
  {
    int i = 1 + get_group_id(0);
    {
      int j = 0 + get_local_id(0);
      out[(i - 1) * 8 + j] = i * 100 + j;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_rightIterator_1(const int N, __global int *out) {
  {
    int i = N - get_group_id(0);
    {
      int j = 7 - get_local_id(0);
      out[(i - 1) * 8 + j] = -i;
    }
  }
}
