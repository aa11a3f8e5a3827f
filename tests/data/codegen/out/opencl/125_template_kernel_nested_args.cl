// A templated kernel whose helpers use nested template arguments closed by `>>`, a default
// template argument, a non-type parameter deduced from an array reference, a `static_assert`
// on the type parameter, and a `@shared` array and `@exclusive` of the template type.
template <typename T, int N = 2>
struct Vec {
  T v[N];
};

template <typename T>
struct Pair {
  T first;
  T second;
};

template <typename T, int N>
inline T sumAll(const T (&a)[N]) {
  T s = (T)0;
  for (int i = 0; i < N; ++i) {
    s += a[i];
  }
  return s;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_nestedTemplates_double_0(const int n, __global const double *in, __global double *out) {
  __local double s[4];
  {
    int b = 0 + get_group_id(0);
    Pair<Vec<double>> p;
    {
      int t = 0 + get_local_id(0);
      p.first.v[0] = in[b * 4 + t];
      p.first.v[1] = (double)2 * in[b * 4 + t];
      p.second = (Vec<double>){{(double)t, (double)1}};
      s[t] = sumAll(p.first.v);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      Vec<Vec<double, 2>, 2> grid = {};
      grid.v[1].v[0] = s[3 - t];
      out[b * 4 + t] = sumAll(p.second.v) + grid.v[1].v[0] + grid.v[0].v[1];
    }
  }
}
