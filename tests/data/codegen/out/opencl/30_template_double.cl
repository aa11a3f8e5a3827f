// Templated axpy; the scalar parameter has the template type.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
double _occa_mulAdd_double(double a, double x, double y) {
  return a * x + y;
}

__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void _occa_axpyT_double_0(const int n, const double alpha, __global const double *x, __global double *y) {
  {
    int _occa_tiled_i = 0 + (32 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        y[i] = _occa_mulAdd_double(alpha, x[i], y[i]);
      }
    }
  }
}
