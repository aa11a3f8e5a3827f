#include <hip/hip_runtime.h>

// @dim/@dimOrder on kernel parameters in 3-D with `-D` extents and a run-time extent, in three
// different orders, read and written, plus a row-major 2-D operator: a nekRS-style per-element
// tensor contraction that also stores a permuted copy of its input.
extern "C" __global__ __launch_bounds__(9) void _occa_permuteFields_0(const int Nelements, const double *__restrict__ M, const double *__restrict__ u, double *__restrict__ v, double *__restrict__ w) {
  {
    int e = 0 + blockIdx.x;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
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
