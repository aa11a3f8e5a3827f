#include <hip/hip_runtime.h>

// A libParanumal-style kernel assembled from macros: the name pasted from `-D p_Nq` through a
// two-level CAT (`gradQuad2D_4`), a stringized pasted name sizing a local array, `p_Np` from
// `p_Nq`, an `@exclusive` register column declared only `#if p_Nq >= 4` (with the plain
// `@shared` reads in the `#else` branch), `#pragma unroll p_Nq` before regular loops in
// `@inner` bodies, a `#define`d accessor for the transposed `@shared` tile, `dfloat`/`dlong`
// from `-D`, and a second kernel of the same macro that is not called.
extern "C" __global__ __launch_bounds__(16) void _occa_gradQuad2D_4_0(const int Nelements, const double *D, const double *q, double *grad, int *tagLen) {
  {
    int e = 0 + blockIdx.x;
    __shared__ double s_D[4][4];
    __shared__ double s_q[4][4];
    double r_col[4];
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        const int id = e * (4 * 4) + j * 4 + i;
        s_q[j][i] = q[id];
        s_D[j][i] = D[j * 4 + i];
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        #pragma unroll 4
        for (int m = 0; m < 4; ++m) {
          r_col[m] = s_q[m][i];
        }
        double qr = 0;
        double qs = 0;
        #pragma unroll 4
        for (int m = 0; m < 4; ++m) {
          qr += s_D[i][m] * s_q[j][m];
          qs += s_D[j][m] * r_col[m];
        }
        const int id = e * (4 * 4) + j * 4 + i;
        grad[2 * id + 0] = qr;
        grad[2 * id + 1] = qs;
        const char tag[] = "grad_4";
        if (e == 0 && i == 0 && j == 0) {
          tagLen[0] = (int)sizeof(tag) * 10 + (tag[5] - '0');
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_unusedQuad2D_4_0(const int Nelements, double *q) {
  {
    int e = 0 + blockIdx.x;
    {
      int i = 0 + threadIdx.x;
      q[e * (4 * 4) + i] *= 2;
    }
  }
}
