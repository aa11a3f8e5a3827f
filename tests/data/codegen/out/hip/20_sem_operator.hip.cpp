#include <hip/hip_runtime.h>

// Spectral-element style operator.
// Defines: -Ddfloat=double -Ddlong=int -Dp_Nq=8 -Dp_Np=512 -Dp_Nggeo=7 -Dp_knl=1
extern "C" __global__ __launch_bounds__(16) void _occa_semOperator_v1_0(const int Nelements, const int *__restrict__ elementList, const double *__restrict__ ggeo, const double *__restrict__ D, const double *__restrict__ q, double *__restrict__ Aq) {
  {
    int e = 0 + blockIdx.x;
    __shared__ double s_D[4][4 + 1];
    __shared__ double s_q[4][4];
    double r_q[4];
    double r_Aq[4];
    int element;
    double r_G00;
    double r_G01;
    double r_G11;
    double r_GwJ;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        s_D[j][i] = D[4 * j + i];
        element = elementList[e];
        #pragma unroll 4
        for (int k = 0; k < 4; k++) {
          r_q[k] = q[element * 64 + k * 4 * 4 + j * 4 + i];
          r_Aq[k] = 0;
        }
      }
    }
    __syncthreads();
    #pragma unroll 4
    for (int k = 0; k < 4; ++k) {
      {
        int j = 0 + threadIdx.y;
        {
          int i = 0 + threadIdx.x;
          const int gbase = element * 7 * 64 + k * 4 * 4 + j * 4 + i;
          r_G00 = ggeo[gbase + 0 * 64];
          r_G01 = ggeo[gbase + 1 * 64];
          r_G11 = ggeo[gbase + 2 * 64];
          r_GwJ = ggeo[gbase + 6 * 64];
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
          #pragma unroll 4
          for (int m = 0; m < 4; m++) {
            qr += s_D[i][m] * s_q[j][m];
            qs += s_D[j][m] * s_q[m][i];
          }
          r_Aq[k] += r_GwJ * (r_G00 * qr + r_G01 * qs) + r_G11 * qs;
        }
      }
      __syncthreads();
    }
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        #pragma unroll 4
        for (int k = 0; k < 4; k++) {
          Aq[element * 64 + k * 4 * 4 + j * 4 + i] = r_Aq[k];
        }
      }
    }
  }
}
