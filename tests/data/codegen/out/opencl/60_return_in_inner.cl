// Early `return` in an @inner body for the work-items past the end of the data (the CUDA-style
// bounds idiom); they are the last iterations in sequential order, so every backend agrees.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_returnInInner_0(const int n, __global const float *x, __global float *y) {
  {
    int b = 0 + (16 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i >= n) {
        return;
      }
      y[i] = 2.0f * x[i] + 1.0f;
    }
  }
}
