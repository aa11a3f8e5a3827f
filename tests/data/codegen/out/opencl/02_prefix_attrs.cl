// Prefix attribute spelling: `@outer for (...)` and `@inner for (...)`.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_prefixForms_0(const int n, __global const int *x, __global int *y) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      if (b + t < n) {
        y[b + t] = 3 * x[b + t] - 1;
      }
    }
  }
}
