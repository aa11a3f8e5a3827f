// A kernel declared before it is defined (both with `@kernel`), a helper prototype whose
// definition follows the kernel, and array-declarator parameters (`const float x[]`,
// `float y[]`, `int flags[4]`) that are pointers in C++.

float combine(const float a, const float b);

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_protoArrays_0(const int n, __global const float x[], __global float y[], __global int flags[4]) {
  {
    int b = 0 + (4 * get_group_id(0));
    {
      int t = b + get_local_id(0);
      if (t < n) {
        y[t] = combine(x[t], y[t]);
      }
      if (t == 0) {
        flags[0] = 1;
      }
    }
  }
}

float combine(const float a, const float b) {
  return 2.0f * a + b;
}
