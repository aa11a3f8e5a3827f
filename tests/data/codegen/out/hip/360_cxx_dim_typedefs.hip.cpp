#include <hip/hip_runtime.h>

// [[okl_dim]] and [[okl_dimOrder]] through typedefs, overridden on a parameter: a 2-D operator
// typedef with its own order, a 3-D field typedef whose order the parameter sets (row-major, so
// the slowest index may run past its extent over the elements), a 4-D input parameter.
typedef const double *cmat_t;

typedef double *field3_t;

extern "C" __global__ __launch_bounds__(9) void _occa_tensorApplyX_0(const int Nelements, cmat_t A, const double *u, field3_t v) {
  {
    int e = 0 + blockIdx.x;
    __shared__ double s_u[3][3][3];
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        for (int k = 0; k < 3; ++k) {
          s_u[k][j][i] = u[i + 3 * (j + 3 * (k + 3 * e))];
        }
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
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
