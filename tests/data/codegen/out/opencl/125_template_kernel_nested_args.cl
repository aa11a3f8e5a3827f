// A templated kernel whose helpers use nested template arguments closed by `>>`, a default
// template argument, a non-type parameter deduced from an array reference, a `static_assert`
// on the type parameter, and a `@shared` array and `@exclusive` of the template type.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline double _occa_sumAll_double_2(const double a[2]) {
  double s = (double)0;
  for (int i = 0; i < 2; ++i) {
    s += a[i];
  }
  return s;
}

struct _occa_Vec_double_2 {
  double v[2];
};

struct _occa_Pair_Vec_double {
  struct _occa_Vec_double_2 first;
  struct _occa_Vec_double_2 second;
};

struct _occa_Vec_Vec_double_2_2 {
  struct _occa_Vec_double_2 v[2];
};

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_nestedTemplates_double_0(const int n, __global const double *in, __global double *out) {
  __local double s[4];
  {
    int b = 0 + get_group_id(0);
    struct _occa_Pair_Vec_double p;
    {
      int t = 0 + get_local_id(0);
      p.first.v[0] = in[b * 4 + t];
      p.first.v[1] = (double)2 * in[b * 4 + t];
      p.second = (struct _occa_Vec_double_2){{(double)t, (double)1}};
      s[t] = _occa_sumAll_double_2(p.first.v);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      struct _occa_Vec_Vec_double_2_2 grid = {};
      grid.v[1].v[0] = s[3 - t];
      out[b * 4 + t] = _occa_sumAll_double_2(p.second.v) + grid.v[1].v[0] + grid.v[0].v[1];
    }
  }
}
