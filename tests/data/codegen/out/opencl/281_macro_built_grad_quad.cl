// A libParanumal-style kernel assembled from macros: the name pasted from `-D p_Nq` through a
// two-level CAT (`gradQuad2D_4`), a stringized pasted name sizing a local array, `p_Np` from
// `p_Nq`, an `@exclusive` register column declared only `#if p_Nq >= 4` (with the plain
// `@shared` reads in the `#else` branch), `#pragma unroll p_Nq` before regular loops in
// `@inner` bodies, a `#define`d accessor for the transposed `@shared` tile, `dfloat`/`dlong`
// from `-D`, and a second kernel of the same macro that is not called.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_gradQuad2D_4_0(const int Nelements, __global const double *D, __global const double *q, __global double *grad, __global int *tagLen) {
  __local double s_D[4][4];
  __local double s_q[4][4];
  {
    int e = 0 + get_group_id(0);
    double r_col[4];
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int id = e * (4 * 4) + j * 4 + i;
        s_q[j][i] = q[id];
        s_D[j][i] = D[j * 4 + i];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
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

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_unusedQuad2D_4_0(const int Nelements, __global double *q) {
  {
    int e = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(0);
      q[e * (4 * 4) + i] *= 2;
    }
  }
}
