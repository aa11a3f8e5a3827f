@kernel void semOperator_v1(const int Nelements,
                            @restrict const int *elementList,
                            @restrict const double *ggeo,
                            @restrict const double *D,
                            @restrict const double *q,
                            @restrict double *Aq)
{
  for (int e = 0; e < Nelements; ++e; @outer(0)) {
    @shared double s_D[8][8 + 1];
    @shared double s_q[8][8];
    @exclusive double r_q[8], r_Aq[8];
    @exclusive int element;
    @exclusive double r_G00, r_G01, r_G11, r_GwJ;
    for (int j = 0; j < 8; ++j; @inner(1)) {
      for (int i = 0; i < 8; ++i; @inner(0)) {
        s_D[j][i] = D[8 * j + i];
        element = elementList[e];
#pragma unroll 8
        for (int k = 0; k < 8; k++) {
          r_q[k] = q[element * 512 + k * 8 * 8 + j * 8 + i];
          r_Aq[k] = 0;
        }
      }
    }
    @barrier();
#pragma unroll 8
    for (int k = 0; k < 8; ++k) {
      for (int j = 0; j < 8; ++j; @inner(1))
        for (int i = 0; i < 8; ++i; @inner(0)) {
          const int gbase = element * 7 * 512 + k * 8 * 8 + j * 8 + i;
          r_G00 = ggeo[gbase + 0 * 512];
          r_G01 = ggeo[gbase + 1 * 512];
          r_G11 = ggeo[gbase + 2 * 512];
          r_GwJ = ggeo[gbase + 6 * 512];
          s_q[j][i] = r_q[k];
        }
      @barrier();
      for (int j = 0; j < 8; ++j; @inner(1)) {
        for (int i = 0; i < 8; ++i; @inner(0)) {
          double qr = 0, qs = 0;
#pragma unroll 8
          for (int m = 0; m < 8; m++) {
            qr += s_D[i][m] * s_q[j][m];
            qs += s_D[j][m] * s_q[m][i];
          }
          r_Aq[k] += r_GwJ * (r_G00 * qr + r_G01 * qs) + r_G11 * qs;
        }
      }
      @barrier();
    }
    for (int j = 0; j < 8; ++j; @inner(1)) {
      for (int i = 0; i < 8; ++i; @inner(0)) {
#pragma unroll 8
        for (int k = 0; k < 8; k++) {
          Aq[element * 512 + k * 8 * 8 + j * 8 + i] = r_Aq[k];
        }
      }
    }
  }
}
