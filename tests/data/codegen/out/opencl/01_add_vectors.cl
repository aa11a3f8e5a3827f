// Basic element-wise kernel: trailing `; @outer` / `; @inner` form, bounds check inside @inner.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_addVectors_0(const int entries, __global const float *a, __global const float *b, __global float *ab) {
  {
    int block = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int i = block * 16 + t;
      if (i < entries) {
        ab[i] = a[i] + b[i];
      }
    }
  }
}
