
// Generic helpers over std:: class and variable templates: std::numeric_limits<T> inside a
// function template (the identity of a maximum for any T), std::tuple_size_v of a std::array,
// std::integral_constant's `::value`, std::common_type_t as a return type, and a nested
// std::remove_cv_t<std::remove_reference_t<...>> in a declaration; a templated kernel
// instantiated for double.
template <typename T, int N>
inline T maxOf(const T (&v)[N]) {
  T m = std::numeric_limits<T>::lowest();
  for (int j = 0; j < N; ++j) {
    m = v[j] > m ? v[j] : m;
  }
  return m;
}

template <typename A, typename B>
inline std::common_type_t<A, B> addMixed(A a, B b) {
  return a + b;
}

__constant const int WIDTH = std::tuple_size_v<std::array<int, 3>>;

typedef std::integral_constant<int, WIDTH> Three;

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_windowMax_double_0(const int n, __global const double *x, __global double *y) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        double v[Three::value];
        for (int j = 0; j < WIDTH; ++j) {
          v[j] = i + j < n ? x[i + j] : -DBL_MAX;
        }
        const std::remove_cv_t<std::remove_reference_t<const double &>> m = maxOf(v);
        y[i] = addMixed(m, std::integral_constant<int, 1>::value);
      }
    }
  }
}
