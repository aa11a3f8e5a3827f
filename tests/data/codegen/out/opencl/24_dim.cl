// @dim/@dimOrder indexing and typedef'd attributes.
typedef float *mat3x4_t;

typedef float sh_float_t;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_transposeLike_0(__global int *m, __global float *a, __global float *out) {
  __local sh_float_t buf[8];
  {
    int i = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(0);
      buf[j] = m[j + 8 * i] + a[i % 3 + 3 * (j % 4)];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(0);
      out[i * 8 + j] = buf[7 - j];
    }
  }
}
