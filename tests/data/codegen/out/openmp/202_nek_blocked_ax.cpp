// A nekRS-style blocked stiffness kernel (the shape of `ellipticPartialAxHex3D` with
// `p_NblockV` elements per work-group): `p_` macros built from each other, `@shared` arrays
// sized by macro products, `@exclusive` register arrays along k written in one section and
// read in later ones, a regular k loop around two barrier-separated `@inner` nests, `#pragma
// unroll p_Nq`, an `@inner(2)` level over the elements of the block with a guard for the
// last, partial block, and `dlong`/`dfloat` typedefs. p_Nq = 5 (odd), so no size divides.
typedef int dlong;

typedef double dfloat;

extern "C" void nekBlockedAx(const dlong &Nelements, const dlong *__restrict__ elementList, const dfloat *__restrict__ ggeo, const dfloat *__restrict__ D, const dfloat &lambda, const dfloat *__restrict__ q, dfloat *__restrict__ Aq) {
  #pragma omp parallel for
  for (dlong eo = 0; eo < Nelements; eo += 2) {
    int _occa_exclusive_index;
    dfloat s_D[5][5];
    dfloat s_q[2][5][5];
    dfloat s_Gq[2 * (5 * 5)];
    dfloat r_q[50][5];
    dfloat r_Aq[50][5];
    dlong element[50];
    _occa_exclusive_index = 0;
    for (int es = 0; es < 2; ++es) {
      for (int j = 0; j < 5; ++j) {
        for (int i = 0; i < 5; ++i) {
          _occa_exclusive_index = 25 * es + 5 * j + i;
          if (es == 0) {
            s_D[j][i] = D[j * 5 + i];
          }
          element[_occa_exclusive_index] = eo + es < Nelements ? elementList[eo + es] : -1;
          #pragma GCC unroll 5
          for (int k = 0; k < 5; ++k) {
            r_q[_occa_exclusive_index][k] = element[_occa_exclusive_index] >= 0 ? q[element[_occa_exclusive_index] * (5 * 5 * 5) + k * (5 * 5) + j * 5 + i] : 0;
            r_Aq[_occa_exclusive_index][k] = 0;
          }
        }
      }
    }
    #pragma GCC unroll 5
    for (int k = 0; k < 5; ++k) {
      _occa_exclusive_index = 0;
      for (int es = 0; es < 2; ++es) {
        for (int j = 0; j < 5; ++j) {
          for (int i = 0; i < 5; ++i) {
            _occa_exclusive_index = 25 * es + 5 * j + i;
            s_q[es][j][i] = r_q[_occa_exclusive_index][k];
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int es = 0; es < 2; ++es) {
        for (int j = 0; j < 5; ++j) {
          for (int i = 0; i < 5; ++i) {
            _occa_exclusive_index = 25 * es + 5 * j + i;
            if (element[_occa_exclusive_index] >= 0) {
              dfloat qr = 0;
              dfloat qs = 0;
              #pragma GCC unroll 5
              for (int m = 0; m < 5; ++m) {
                qr += s_D[i][m] * s_q[es][j][m];
                qs += s_D[j][m] * s_q[es][m][i];
              }
              const dlong gbase = element[_occa_exclusive_index] * (5 * 5 * 5) * 2 + k * (5 * 5) + j * 5 + i;
              s_Gq[es * (5 * 5) + j * 5 + i] = ggeo[gbase + 0 * (5 * 5 * 5)] * (qr + qs);
              r_Aq[_occa_exclusive_index][k] += s_Gq[es * (5 * 5) + j * 5 + i];
            }
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int es = 0; es < 2; ++es) {
      for (int j = 0; j < 5; ++j) {
        for (int i = 0; i < 5; ++i) {
          _occa_exclusive_index = 25 * es + 5 * j + i;
          if (element[_occa_exclusive_index] >= 0) {
            #pragma GCC unroll 5
            for (int k = 0; k < 5; ++k) {
              const dlong id = element[_occa_exclusive_index] * (5 * 5 * 5) + k * (5 * 5) + j * 5 + i;
              const dfloat wj = ggeo[element[_occa_exclusive_index] * (5 * 5 * 5) * 2 + 1 * (5 * 5 * 5) + k * (5 * 5) + j * 5 + i];
              Aq[id] = r_Aq[_occa_exclusive_index][k] + lambda * wj * r_q[_occa_exclusive_index][k];
            }
          }
        }
      }
    }
  }
}
