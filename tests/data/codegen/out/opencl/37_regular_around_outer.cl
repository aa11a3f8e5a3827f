// Regular loop around an @outer loop; the device code does not use the regular iterator.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_repeatedOuter_0(const int n, const int reps, __global float *x) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      if (b + t < n) {
        x[b + t] = x[b + t] * 0.5f + 1.0f;
      }
    }
  }
}
