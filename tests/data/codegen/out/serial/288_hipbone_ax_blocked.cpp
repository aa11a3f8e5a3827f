// hipBone hipBoneAx (paranumal/hipBone okl/hipBoneAx.okl, MIT licence), the KERNEL_NUMBER == 0
// and 1 branches verbatim; the case builds KERNEL_NUMBER=1 (blocked): three @inner levels
// (p_NelementsPerBlk elements per group), a last group whose extra element slots are masked by
// an @exclusive element number, @exclusive register pencils filled under `if (es == 0)` /
// `if (r_e < Nelements)`, a regular k loop of three @inner nests preceded by a pragma only under
// `#if OCCA_USE_CUDA==1`, `#pragma unroll p_Nq` in the bodies, a padded @shared width from
// `#if p_Nq==16`, and element/gather indirection (elementList, GlobalToLocal with -1 holes).
// One edit: the blocked branch's geometric factors start at 0 (the original leaves them
// uninitialised in masked work-items, which g++ -Wall -Werror rejects as maybe-uninitialized).
/* Blocked version */
//padding for bank conflicts
extern "C" void hipBoneAx(const int &Nelements, const int *__restrict__ elementList, const int *__restrict__ GlobalToLocal, const double *__restrict__ ggeo, const double *__restrict__ D, const double &lambda, const double *__restrict__ q, double *__restrict__ Aq) {
  for (int eo = 0; eo < Nelements; eo += 2) {
    int _occa_exclusive_index;
    double s_D[3][3 + 0];
    double s_q[2][3][3 + 0];
    double s_v[2][3][3 + 0];
    double s_w[2][3][3 + 0];
    double r_GDut[18];
    double r_Auk[18];
    double r_u[18][3];
    double r_Au[18][3];
    int r_e[18];
    int element[18];
    _occa_exclusive_index = 0;
    for (int es = 0; es < 2; ++es) {
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
          _occa_exclusive_index = 9 * es + 3 * j + i;
          if (es == 0) {
            s_D[j][i] = D[3 * j + i];
          }
          r_e[_occa_exclusive_index] = es + eo;
          if (r_e[_occa_exclusive_index] < Nelements) {
            element[_occa_exclusive_index] = elementList[r_e[_occa_exclusive_index]];
            const int base = i + j * 3 + element[_occa_exclusive_index] * 27;
            #pragma GCC unroll 3
            for (int k = 0; k < 3; k++) {
              const int id = GlobalToLocal[base + k * 3 * 3];
              r_u[_occa_exclusive_index][k] = id != -1 ? q[id] : 0.0;
            }
            #pragma GCC unroll 3
            for (int k = 0; k < 3; k++) {
              r_Au[_occa_exclusive_index][k] = 0.0;
            }
          }
        }
      }
    }
    for (int k = 0; k < 3; k++) {
      _occa_exclusive_index = 0;
      for (int es = 0; es < 2; ++es) {
        for (int j = 0; j < 3; ++j) {
          for (int i = 0; i < 3; ++i) {
            _occa_exclusive_index = 9 * es + 3 * j + i;
            s_q[es][j][i] = r_u[_occa_exclusive_index][k];
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int es = 0; es < 2; ++es) {
        for (int j = 0; j < 3; ++j) {
          for (int i = 0; i < 3; ++i) {
            _occa_exclusive_index = 9 * es + 3 * j + i;
            double r_G00 = 0;
            double r_G01 = 0;
            double r_G02 = 0;
            double r_G11 = 0;
            double r_G12 = 0;
            double r_G22 = 0;
            double r_GwJ = 0;
            if (r_e[_occa_exclusive_index] < Nelements) {
              const int gbase = 7 * (element[_occa_exclusive_index] * 27 + k * 3 * 3 + j * 3 + i);
              r_GwJ = ggeo[gbase + 6];
              r_G00 = ggeo[gbase + 0];
              r_G01 = ggeo[gbase + 1];
              r_G11 = ggeo[gbase + 3];
              r_G12 = ggeo[gbase + 4];
              r_G02 = ggeo[gbase + 2];
              r_G22 = ggeo[gbase + 5];
            }
            double ur = 0.f;
            double us = 0.f;
            double ut = 0;
            #pragma GCC unroll 3
            for (int m = 0; m < 3; m++) {
              ut += s_D[k][m] * r_u[_occa_exclusive_index][m];
            }
            #pragma GCC unroll 3
            for (int m = 0; m < 3; m++) {
              ur += s_D[i][m] * s_q[es][j][m];
              us += s_D[j][m] * s_q[es][m][i];
            }
            s_w[es][j][i] = r_G01 * ur + r_G11 * us + r_G12 * ut;
            s_v[es][j][i] = r_G00 * ur + r_G01 * us + r_G02 * ut;
            r_GDut[_occa_exclusive_index] = r_G02 * ur + r_G12 * us + r_G22 * ut;
            r_Auk[_occa_exclusive_index] = r_GwJ * lambda * r_u[_occa_exclusive_index][k];
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int es = 0; es < 2; ++es) {
        for (int j = 0; j < 3; ++j) {
          for (int i = 0; i < 3; ++i) {
            _occa_exclusive_index = 9 * es + 3 * j + i;
            #pragma GCC unroll 3
            for (int m = 0; m < 3; m++) {
              r_Au[_occa_exclusive_index][m] += s_D[k][m] * r_GDut[_occa_exclusive_index];
            }
            #pragma GCC unroll 3
            for (int m = 0; m < 3; m++) {
              r_Auk[_occa_exclusive_index] += s_D[m][j] * s_w[es][m][i];
              r_Auk[_occa_exclusive_index] += s_D[m][i] * s_v[es][j][m];
            }
            r_Au[_occa_exclusive_index][k] += r_Auk[_occa_exclusive_index];
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int es = 0; es < 2; ++es) {
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
          _occa_exclusive_index = 9 * es + 3 * j + i;
          if (r_e[_occa_exclusive_index] < Nelements) {
            const int id = element[_occa_exclusive_index] * 27 + j * 3 + i;
            #pragma GCC unroll 3
            for (int k = 0; k < 3; k++) {
              Aq[id + k * 3 * 3] = r_Au[_occa_exclusive_index][k];
            }
          }
        }
      }
    }
  }
}
