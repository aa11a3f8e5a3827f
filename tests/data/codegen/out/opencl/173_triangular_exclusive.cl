// Triangular work-groups: the `@inner` extent depends on the `@outer` iterator (`k <= r`), so
// `@exclusive` storage is sized by `@max_inner_dims`; a second nest's `@inner(0)` extent
// depends on its `@outer` iterator, and the lower triangle is selected with an `if` (OKL
// loops are rectangular within one work-group).
__kernel void _occa_triangular_0(const int n, __global const float *a, __global float *rowsum, __global float *lower) {
  __local float s[8];
  {
    int r = 0 + get_group_id(0);
    float v;
    {
      int k = 0 + get_local_id(0);
      if (k <= r) {
        v = a[r * n + k];
        s[k] = v;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int k = 0 + get_local_id(0);
      if (k <= r) {
        float acc = 0.0f;
        for (int m = 0; m <= k; ++m) {
          acc += s[m];
        }
        rowsum[r * n + k] = acc + v;
      }
    }
  }
}

__kernel void _occa_triangular_1(const int n, __global const float *a, __global float *rowsum, __global float *lower) {
  {
    int blk = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(1);
      {
        int j = 0 + get_local_id(0);
        if (j < n - blk) {
          if (j <= i) {
            lower[(blk * n + i) * n + j] = a[i * n + j] * (blk + 1);
          }
        }
      }
    }
  }
}
