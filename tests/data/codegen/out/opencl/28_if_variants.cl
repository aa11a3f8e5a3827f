// Kernel variants chosen by the preprocessor.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_variantKernel_0(const int n, __global int *y) {
  {
    int _occa_tiled_i = 0 + (16 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        y[i] = i * i;
        y[i] += 5;
      }
    }
  }
}
