#include <hip/hip_runtime.h>

// A libParanumal-style hexahedral gradient with the less-used attributes where real kernels put
// them: @simd_length and @max_inner_dims on the @outer loop, @nobarrier after an operator load
// that the next nest does not read, @directive for a derived size and a loop pragma, and
// @restrict on parameters and on a local pointer.
extern "C" __global__ __launch_bounds__(16) void _occa_gradientHex3D_0(const int Nelements, const double *__restrict__ D, const double *__restrict__ q, double *__restrict__ grad) {
  {
    int e = 0 + blockIdx.x;
    __shared__ double s_D[4][4];
    __shared__ double s_q[4][4];
    double r_q[4];
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        s_D[j][i] = D[j * 4 + i];
      }
    }
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        #pragma GCC unroll 4
        for (int k = 0; k < 4; ++k) {
          r_q[k] = q[e * 64 + k * (4 * 4) + j * 4 + i];
        }
      }
    }
    for (int k = 0; k < 4; ++k) {
      {
        int j = 0 + threadIdx.y;
        {
          int i = 0 + threadIdx.x;
          s_q[j][i] = r_q[k];
        }
      }
      __syncthreads();
      {
        int j = 0 + threadIdx.y;
        {
          int i = 0 + threadIdx.x;
          double qr = 0;
          double qs = 0;
          double qt = 0;
          for (int m = 0; m < 4; ++m) {
            qr += s_D[i][m] * s_q[j][m];
            qs += s_D[j][m] * s_q[m][i];
            qt += s_D[k][m] * r_q[m];
          }
          double *__restrict__ g = grad + 3 * (e * 64 + k * (4 * 4) + j * 4 + i);
          g[0] = qr;
          g[1] = qs;
          g[2] = qt;
        }
      }
      __syncthreads();
    }
  }
}
