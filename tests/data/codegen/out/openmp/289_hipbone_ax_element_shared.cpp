// hipBone hipBoneAx (paranumal/hipBone okl/hipBoneAx.okl, MIT licence), the KERNEL_NUMBER == 2
// branch verbatim: the whole hex element of p_NelementsPerBlk elements held in 4-D @shared
// arrays, one @inner(2) loop over p_Nq * p_NelementsPerBlk slices whose @exclusive `k` and `es`
// are computed in the first nest and read in the later two, `#define p_pad 1` inside the kernel
// body, a transposed copy of D written under `if (ke == 0)`, masked elements of the last group.
//This kernel stores the entire hex element in shmem.
// Good for low orders, but will exceed 1024 threads per block after N=9
extern "C" void hipBoneAx(const int &Nelements, const int *__restrict__ elementList, const int *__restrict__ GlobalToLocal, const double *__restrict__ ggeo, const double *__restrict__ D, const double &lambda, const double *__restrict__ q, double *__restrict__ Aq) {
  //padding for bank conflicts
  #pragma omp parallel for
  for (int eo = 0; eo < Nelements; eo += 3) {
    int _occa_exclusive_index;
    double s_D[4][4 + 1];
    double s_DT[4][4 + 1];
    double s_q[3][4][4][4 + 1];
    double s_Gqr[3][4][4][4 + 1];
    double s_Gqs[3][4][4][4 + 1];
    double s_Gqt[3][4][4][4 + 1];
    int r_e[192];
    int element[192];
    double r_wJ[192];
    int k[192];
    int es[192];
    _occa_exclusive_index = 0;
    for (int ke = 0; ke < 4 * 3; ++ke) {
      for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
          _occa_exclusive_index = 16 * ke + 4 * j + i;
          if (ke == 0) {
            const int id = j * 4 + i;
            const double Dji = D[id];
            s_D[j][i] = Dji;
            s_DT[i][j] = Dji;
          }
          k[_occa_exclusive_index] = ke % 4;
          es[_occa_exclusive_index] = ke / 4;
          r_e[_occa_exclusive_index] = es[_occa_exclusive_index] + eo;
          if (r_e[_occa_exclusive_index] < Nelements) {
            element[_occa_exclusive_index] = elementList[r_e[_occa_exclusive_index]];
            const int id = GlobalToLocal[i + j * 4 + k[_occa_exclusive_index] * 4 * 4 + element[_occa_exclusive_index] * 64];
            if (id != -1) {
              s_q[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] = q[id];
            } else {
              s_q[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] = 0.0;
            }
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int ke = 0; ke < 4 * 3; ++ke) {
      for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
          _occa_exclusive_index = 16 * ke + 4 * j + i;
          if (r_e[_occa_exclusive_index] < Nelements) {
            const int gbase = 7 * (element[_occa_exclusive_index] * 64 + i + j * 4 + k[_occa_exclusive_index] * 4 * 4);
            double tmp = 0.0;
            r_wJ[_occa_exclusive_index] = ggeo[gbase + 6];
            const double G00 = ggeo[gbase + 0];
            const double G01 = ggeo[gbase + 1];
            const double G11 = ggeo[gbase + 3];
            const double G02 = ggeo[gbase + 2];
            const double G12 = ggeo[gbase + 4];
            const double G22 = ggeo[gbase + 5];
            for (int m = 0; m < 4; ++m) {
              const double pmji = s_q[es[_occa_exclusive_index]][m][j][i];
              const double Dkm = s_DT[m][k[_occa_exclusive_index]];
              tmp += Dkm * pmji;
            }
            s_Gqr[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] = G02 * tmp;
            s_Gqs[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] = G12 * tmp;
            s_Gqt[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] = G22 * tmp;
            tmp = 0;
            for (int m = 0; m < 4; ++m) {
              const double Dim = s_D[i][m];
              tmp += Dim * s_q[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][m];
            }
            s_Gqr[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] += G00 * tmp;
            s_Gqs[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] += G01 * tmp;
            s_Gqt[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] += G02 * tmp;
            tmp = 0;
            for (int m = 0; m < 4; ++m) {
              const double Djm = s_D[j][m];
              tmp += Djm * s_q[es[_occa_exclusive_index]][k[_occa_exclusive_index]][m][i];
            }
            s_Gqr[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] += G01 * tmp;
            s_Gqs[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] += G11 * tmp;
            s_Gqt[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] += G12 * tmp;
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int ke = 0; ke < 4 * 3; ++ke) {
      for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
          _occa_exclusive_index = 16 * ke + 4 * j + i;
          if (r_e[_occa_exclusive_index] < Nelements) {
            double tmpAp = s_q[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][i] * lambda * r_wJ[_occa_exclusive_index];
            for (int m = 0; m < 4; ++m) {
              const double Dmi = s_D[m][i];
              const double Dmj = s_D[m][j];
              tmpAp += Dmi * s_Gqr[es[_occa_exclusive_index]][k[_occa_exclusive_index]][j][m];
              tmpAp += Dmj * s_Gqs[es[_occa_exclusive_index]][k[_occa_exclusive_index]][m][i];
            }
            for (int m = 0; m < 4; ++m) {
              const double Gpt = s_Gqt[es[_occa_exclusive_index]][m][j][i];
              const double Dmk = s_D[m][k[_occa_exclusive_index]];
              tmpAp += Dmk * Gpt;
            }
            const int base = i + j * 4 + k[_occa_exclusive_index] * 4 * 4 + element[_occa_exclusive_index] * 64;
            Aq[base] = tmpAp;
          }
        }
      }
    }
  }
}
