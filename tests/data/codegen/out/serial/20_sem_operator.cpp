// Spectral-element style operator.
// Defines: -Ddfloat=double -Ddlong=int -Dp_Nq=8 -Dp_Np=512 -Dp_Nggeo=7 -Dp_knl=1
extern "C" void semOperator_v1(const int &Nelements, const int *__restrict__ elementList, const double *__restrict__ ggeo, const double *__restrict__ D, const double *__restrict__ q, double *__restrict__ Aq) {
  for (int e = 0; e < Nelements; ++e) {
    int _occa_exclusive_index;
    double s_D[4][4 + 1];
    double s_q[4][4];
    double r_q[16][4];
    double r_Aq[16][4];
    int element[16];
    double r_G00[16];
    double r_G01[16];
    double r_G11[16];
    double r_GwJ[16];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        s_D[j][i] = D[4 * j + i];
        element[_occa_exclusive_index] = elementList[e];
        #pragma GCC unroll 4
        for (int k = 0; k < 4; k++) {
          r_q[_occa_exclusive_index][k] = q[element[_occa_exclusive_index] * 64 + k * 4 * 4 + j * 4 + i];
          r_Aq[_occa_exclusive_index][k] = 0;
        }
      }
    }
    #pragma GCC unroll 4
    for (int k = 0; k < 4; ++k) {
      _occa_exclusive_index = 0;
      for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
          _occa_exclusive_index = 4 * j + i;
          const int gbase = element[_occa_exclusive_index] * 7 * 64 + k * 4 * 4 + j * 4 + i;
          r_G00[_occa_exclusive_index] = ggeo[gbase + 0 * 64];
          r_G01[_occa_exclusive_index] = ggeo[gbase + 1 * 64];
          r_G11[_occa_exclusive_index] = ggeo[gbase + 2 * 64];
          r_GwJ[_occa_exclusive_index] = ggeo[gbase + 6 * 64];
          s_q[j][i] = r_q[_occa_exclusive_index][k];
        }
      }
      _occa_exclusive_index = 0;
      for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
          _occa_exclusive_index = 4 * j + i;
          double qr = 0;
          double qs = 0;
          #pragma GCC unroll 4
          for (int m = 0; m < 4; m++) {
            qr += s_D[i][m] * s_q[j][m];
            qs += s_D[j][m] * s_q[m][i];
          }
          r_Aq[_occa_exclusive_index][k] += r_GwJ[_occa_exclusive_index] * (r_G00[_occa_exclusive_index] * qr + r_G01[_occa_exclusive_index] * qs) + r_G11[_occa_exclusive_index] * qs;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        #pragma GCC unroll 4
        for (int k = 0; k < 4; k++) {
          Aq[element[_occa_exclusive_index] * 64 + k * 4 * 4 + j * 4 + i] = r_Aq[_occa_exclusive_index][k];
        }
      }
    }
  }
}
