// The normalised `[[okl_...("(args)")]]` spelling mixed with `@` attributes in a templated
// kernel: `[[okl_kernel("")]]` after the template header, a non-type template parameter
// inside an attribute string (`[[okl_tile("(TS,@outer,@inner,check=true)")]]`), a
// `[[okl_restrict("")]]` parameter, `[[okl_outer("(0)")]]` before the `for` and `@inner` in a
// header, `[[okl_shared("")]]` sized by the template parameter next to `@exclusive`,
// `[[okl_exclusive("")]]`, an explicit `[[okl_barrier("(\"local\")")]];`, `[[okl_inner("(0)")]]`
// in a loop header, and `[[okl_atomic("")]]` beside `@atomic`.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_tiledNeighbour_8_float_0(const int n, __global const float *restrict x, __global float *y, __global int *counts) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        y[i] = (float)2 * x[i];
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_tiledNeighbour_8_float_1(const int n, __global const float *restrict x, __global float *y, __global int *counts) {
  __local float s[8];
  {
    int g = 0 + get_group_id(0);
    float mine;
    int idx;
    {
      int t = 0 + get_local_id(0);
      idx = g * 8 + t;
      mine = idx < n ? y[idx] : (float)0;
      s[t] = mine;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const float left = s[(t + 8 - 1) % 8];
      if (idx < n) {
        y[idx] = mine + left;
        atomic_add(&counts[g % 2], (1));
      } else {
        atomic_inc(&counts[2]);
      }
    }
  }
}
