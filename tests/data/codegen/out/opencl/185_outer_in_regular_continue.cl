
// Top-level `@outer` loops inside a regular loop that skips iterations with `continue` and
// stops with `break` (each surviving pass launches one parallel loop on OpenMP), a `size_t`
// `@outer` iterator with a macro stride, and two `@outer` nests with different
// `@max_inner_dims` and runtime `@inner` extents sharing `@exclusive` names.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outerInRegular_0(const int passes, const int w, __global int *acc, __global int *last, int p) {
  {
    size_t g = 0 + (4 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      acc[g + t] += p * 10 + t;
    }
  }
}

__kernel void _occa_outerInRegular_1(const int passes, const int w, __global int *acc, __global int *last) {
  {
    int g = 0 + get_group_id(0);
    int v;
    {
      int t = 0 + get_local_id(0);
      v = g * 100 + t;
    }
    {
      int t = 0 + get_local_id(0);
      last[g * 8 + t] = v * 2;
    }
  }
}

__kernel void _occa_outerInRegular_2(const int passes, const int w, __global int *acc, __global int *last) {
  {
    int g = 0 + get_group_id(0);
    int v;
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        v = -(g * 10 + y * 4 + x);
      }
    }
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        last[24 + g * 8 + y * 4 + x] = v;
      }
    }
  }
}
