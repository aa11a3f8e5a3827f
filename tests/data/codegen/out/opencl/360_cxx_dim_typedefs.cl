// [[okl_dim]] and [[okl_dimOrder]] through typedefs, overridden on a parameter: a 2-D operator
// typedef with its own order, a 3-D field typedef whose order the parameter sets (row-major, so
// the slowest index may run past its extent over the elements), a 4-D input parameter.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef const double *cmat_t;

typedef double *field3_t;

__kernel __attribute__((reqd_work_group_size(3, 3, 1))) void _occa_tensorApplyX_0(const int Nelements, __global const double *A, __global const double *u, __global double *v) {
  __local double s_u[3][3][3];
  {
    int e = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        for (int k = 0; k < 3; ++k) {
          s_u[k][j][i] = u[i + 3 * (j + 3 * (k + 3 * e))];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        for (int k = 0; k < 3; ++k) {
          double acc = 0;
          for (int m = 0; m < 3; ++m) {
            acc += A[m + 3 * i] * s_u[k][j][m];
          }
          v[k + 3 * (j + 3 * (e * 3 + i))] = acc;
        }
      }
    }
  }
}
