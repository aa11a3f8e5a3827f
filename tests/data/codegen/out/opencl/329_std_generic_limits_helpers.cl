
// Generic helpers over std:: class and variable templates: std::numeric_limits<T> inside a
// function template (the identity of a maximum for any T), std::tuple_size_v of a std::array,
// std::integral_constant's `::value`, std::common_type_t as a return type, and a nested
// std::remove_cv_t<std::remove_reference_t<...>> in a declaration; a templated kernel
// instantiated for double.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline double _occa_maxOf_double_3(const double v[3]) {
  double m = -DBL_MAX;
  for (int j = 0; j < 3; ++j) {
    m = v[j] > m ? v[j] : m;
  }
  return m;
}

inline double _occa_addMixed_double_int(double a, int b) {
  return a + b;
}

__constant const int WIDTH = 3;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_windowMax_double_0(const int n, __global const double *x, __global double *y) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        double v[3];
        for (int j = 0; j < WIDTH; ++j) {
          v[j] = i + j < n ? x[i + j] : -DBL_MAX;
        }
        const double m = _occa_maxOf_double_3(v);
        y[i] = _occa_addMixed_double_int(m, 1);
      }
    }
  }
}
