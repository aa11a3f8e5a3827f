// Spectral-element style operator.
// Defines: -Ddfloat=double -Ddlong=int -Dp_Nq=8 -Dp_Np=512 -Dp_Nggeo=7 -Dp_knl=1
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_semOperator_v1_0(const int Nelements, __global const int *restrict elementList, __global const double *restrict ggeo, __global const double *restrict D, __global const double *restrict q, __global double *restrict Aq) {
  __local double s_D[4][5];
  __local double s_q[4][4];
  {
    int e = 0 + get_group_id(0);
    double r_q[4];
    double r_Aq[4];
    int element;
    double r_G00;
    double r_G01;
    double r_G11;
    double r_GwJ;
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        s_D[j][i] = D[4 * j + i];
        element = elementList[e];
        #pragma unroll 4
        for (int k = 0; k < 4; k++) {
          r_q[k] = q[element * 64 + k * 4 * 4 + j * 4 + i];
          r_Aq[k] = 0;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll 4
    for (int k = 0; k < 4; ++k) {
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          const int gbase = element * 7 * 64 + k * 4 * 4 + j * 4 + i;
          r_G00 = ggeo[gbase + 0 * 64];
          r_G01 = ggeo[gbase + 1 * 64];
          r_G11 = ggeo[gbase + 2 * 64];
          r_GwJ = ggeo[gbase + 6 * 64];
          s_q[j][i] = r_q[k];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
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
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        #pragma unroll 4
        for (int k = 0; k < 4; k++) {
          Aq[element * 64 + k * 4 * 4 + j * 4 + i] = r_Aq[k];
        }
      }
    }
  }
}
