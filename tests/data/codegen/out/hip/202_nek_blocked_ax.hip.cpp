#include <hip/hip_runtime.h>

// A nekRS-style blocked stiffness kernel (the shape of `ellipticPartialAxHex3D` with
// `p_NblockV` elements per work-group): `p_` macros built from each other, `@shared` arrays
// sized by macro products, `@exclusive` register arrays along k written in one section and
// read in later ones, a regular k loop around two barrier-separated `@inner` nests, `#pragma
// unroll p_Nq`, an `@inner(2)` level over the elements of the block with a guard for the
// last, partial block, and `dlong`/`dfloat` typedefs. p_Nq = 5 (odd), so no size divides.
typedef int dlong;

typedef double dfloat;

extern "C" __global__ __launch_bounds__(50) void _occa_nekBlockedAx_0(const dlong Nelements, const dlong *__restrict__ elementList, const dfloat *__restrict__ ggeo, const dfloat *__restrict__ D, const dfloat lambda, const dfloat *__restrict__ q, dfloat *__restrict__ Aq) {
  {
    dlong eo = 0 + (2 * blockIdx.x);
    __shared__ dfloat s_D[5][5];
    __shared__ dfloat s_q[2][5][5];
    __shared__ dfloat s_Gq[2 * (5 * 5)];
    dfloat r_q[5];
    dfloat r_Aq[5];
    dlong element;
    {
      int es = 0 + threadIdx.z;
      {
        int j = 0 + threadIdx.y;
        {
          int i = 0 + threadIdx.x;
          if (es == 0) {
            s_D[j][i] = D[j * 5 + i];
          }
          element = eo + es < Nelements ? elementList[eo + es] : -1;
          #pragma unroll 5
          for (int k = 0; k < 5; ++k) {
            r_q[k] = element >= 0 ? q[element * (5 * 5 * 5) + k * (5 * 5) + j * 5 + i] : 0;
            r_Aq[k] = 0;
          }
        }
      }
    }
    __syncthreads();
    #pragma unroll 5
    for (int k = 0; k < 5; ++k) {
      {
        int es = 0 + threadIdx.z;
        {
          int j = 0 + threadIdx.y;
          {
            int i = 0 + threadIdx.x;
            s_q[es][j][i] = r_q[k];
          }
        }
      }
      __syncthreads();
      {
        int es = 0 + threadIdx.z;
        {
          int j = 0 + threadIdx.y;
          {
            int i = 0 + threadIdx.x;
            if (element >= 0) {
              dfloat qr = 0;
              dfloat qs = 0;
              #pragma unroll 5
              for (int m = 0; m < 5; ++m) {
                qr += s_D[i][m] * s_q[es][j][m];
                qs += s_D[j][m] * s_q[es][m][i];
              }
              const dlong gbase = element * (5 * 5 * 5) * 2 + k * (5 * 5) + j * 5 + i;
              s_Gq[es * (5 * 5) + j * 5 + i] = ggeo[gbase + 0 * (5 * 5 * 5)] * (qr + qs);
              r_Aq[k] += s_Gq[es * (5 * 5) + j * 5 + i];
            }
          }
        }
      }
      __syncthreads();
    }
    {
      int es = 0 + threadIdx.z;
      {
        int j = 0 + threadIdx.y;
        {
          int i = 0 + threadIdx.x;
          if (element >= 0) {
            #pragma unroll 5
            for (int k = 0; k < 5; ++k) {
              const dlong id = element * (5 * 5 * 5) + k * (5 * 5) + j * 5 + i;
              const dfloat wj = ggeo[element * (5 * 5 * 5) * 2 + 1 * (5 * 5 * 5) + k * (5 * 5) + j * 5 + i];
              Aq[id] = r_Aq[k] + lambda * wj * r_q[k];
            }
          }
        }
      }
    }
  }
}
