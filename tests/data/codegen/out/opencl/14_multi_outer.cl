// Three top-level outer loops executed in order.
__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void _occa_multiOuter_0(const int n, __global const float *x, __global float *a, __global float *b) {
  {
    int _occa_tiled_i = 0 + (32 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        a[i] = 2.0f * x[i];
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_multiOuter_1(const int n, __global const float *x, __global float *a, __global float *b) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      b[g * 4 + t] = a[g * 4 + (3 - t)] + 1.0f;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_multiOuter_2(const int n, __global const float *x, __global float *a, __global float *b) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      a[g * 4 + t] += b[g * 4 + t];
    }
  }
}
