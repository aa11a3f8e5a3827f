
// `abs` of `float` and `double` values (C++'s overloads, which <math.h> brings to the global
// namespace) next to `abs` of an `int`: OpenCL C's `abs` takes integers only, so the floating
// ones print as `fabs`.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_absFloating_0(const int n, __global const float *x, __global const double *y, __global const int *k, __global float *f, __global double *d, __global int *m) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int i = b + get_local_id(0);
      if (i < n) {
        const float half_ = 0.5f * x[i];
        f[i] = fabs(x[i]) + fabs(half_ - 1.0f) + fabs(-2.5f);
        d[i] = fabs(y[i]) + fabs(y[i] * 0.25);
        m[i] = abs(k[i]) + abs(-3);
      }
    }
  }
}
