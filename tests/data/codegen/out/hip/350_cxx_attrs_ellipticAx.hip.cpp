#include <hip/hip_runtime.h>

// A libParanumal-style 2-D stiffness kernel written only in the C++ attribute spelling:
// [[okl_kernel]], [[okl_outer]]/[[okl_inner]] with explicit axes, [[okl_shared]] tiles,
// an [[okl_exclusive]] value kept across an [[okl_barrier]], [[okl_restrict]] before and after
// parameter names, [[okl_dim]] with [[okl_dimOrder]] on a parameter and [[okl_atomic]] counters.
extern "C" __global__ __launch_bounds__(16) void _occa_ellipticAxQuad2D_0(const int Nelements, const double *__restrict__ ggeo, const double *D, const double lambda, const double *__restrict__ q, double *__restrict__ Aq, int *stats) {
  {
    int e = 0 + blockIdx.x;
    __shared__ double s_q[4][4];
    __shared__ double s_D[4][4];
    double r_q;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        const int id = e * 16 + j * 4 + i;
        r_q = q[id];
        s_q[j][i] = r_q;
        s_D[j][i] = D[i + 4 * j];
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        const int id = e * 16 + j * 4 + i;
        double dr = 0;
        double ds = 0;
        for (int m = 0; m < 4; ++m) {
          dr += s_D[i][m] * s_q[j][m];
          ds += s_D[j][m] * s_q[m][i];
        }
        Aq[id] = ggeo[id] * (dr + ds) + lambda * r_q;
        atomicAdd(&stats[0], 1);
        atomicAdd(&stats[1 + (i + j) % 3], id);
      }
    }
  }
}
