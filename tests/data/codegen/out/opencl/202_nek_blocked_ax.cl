// A nekRS-style blocked stiffness kernel (the shape of `ellipticPartialAxHex3D` with
// `p_NblockV` elements per work-group): `p_` macros built from each other, `@shared` arrays
// sized by macro products, `@exclusive` register arrays along k written in one section and
// read in later ones, a regular k loop around two barrier-separated `@inner` nests, `#pragma
// unroll p_Nq`, an `@inner(2)` level over the elements of the block with a guard for the
// last, partial block, and `dlong`/`dfloat` typedefs. p_Nq = 5 (odd), so no size divides.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef int dlong;

typedef double dfloat;

__kernel __attribute__((reqd_work_group_size(5, 5, 2))) void _occa_nekBlockedAx_0(const dlong Nelements, __global const dlong *restrict elementList, __global const dfloat *restrict ggeo, __global const dfloat *restrict D, const dfloat lambda, __global const dfloat *restrict q, __global dfloat *restrict Aq) {
  __local dfloat s_D[5][5];
  __local dfloat s_q[2][5][5];
  __local dfloat s_Gq[50];
  {
    dlong eo = 0 + (2 * get_group_id(0));
    dfloat r_q[5];
    dfloat r_Aq[5];
    dlong element;
    {
      int es = 0 + get_local_id(2);
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
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
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll 5
    for (int k = 0; k < 5; ++k) {
      {
        int es = 0 + get_local_id(2);
        {
          int j = 0 + get_local_id(1);
          {
            int i = 0 + get_local_id(0);
            s_q[es][j][i] = r_q[k];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int es = 0 + get_local_id(2);
        {
          int j = 0 + get_local_id(1);
          {
            int i = 0 + get_local_id(0);
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
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int es = 0 + get_local_id(2);
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
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
