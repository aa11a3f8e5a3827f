// @dim/@dimOrder on kernel parameters in 3-D with `-D` extents and a run-time extent, in three
// different orders, read and written, plus a row-major 2-D operator: a nekRS-style per-element
// tensor contraction that also stores a permuted copy of its input.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(3, 3, 1))) void _occa_permuteFields_0(const int Nelements, __global const double *restrict M, __global const double *restrict u, __global double *restrict v, __global double *restrict w) {
  {
    int e = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        double s = 0;
        for (int m = 0; m < 3; ++m) {
          s += M[m + 3 * i] * u[e + Nelements * (m + 3 * j)];
        }
        v[e + Nelements * (i + 3 * j)] = s;
        w[e + Nelements * (j + 3 * i)] = u[e + Nelements * (i + 3 * j)] + 10 * e;
        w[e + Nelements * (j + 3 * i)] *= 2;
      }
    }
  }
}
