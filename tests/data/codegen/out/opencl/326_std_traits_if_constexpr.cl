
// Template helpers steered by standard type traits: `if constexpr` on std::is_same_v, a
// std::enable_if_t default template argument, std::conditional_t choosing the accumulator
// type, and std::is_integral_v in a static_assert; the kernel calls them with float, double
// and int arguments.
inline int _occa_weigh_int(int v) {
  return v * 3;
}

inline float _occa_weigh_float(float v) {
  return v * 2;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline double _occa_weigh_double(double v) {
  return v * 3;
}

inline double _occa_half_double_0(double v) {
  return v / 2;
}

inline float _occa_half_float_0(float v) {
  return v / 2;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_traits_0(const int n, __global const float *xf, __global const double *xd, __global const int *xi, __global double *y) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        long whole = _occa_weigh_int(xi[i]);
        double frac = _occa_weigh_float(xf[i]) + _occa_weigh_double(xd[i]);
        double h = _occa_half_double_0(xd[i]) + _occa_half_float_0(xf[i]);
        y[i] = whole + frac + h;
      }
    }
  }
}
