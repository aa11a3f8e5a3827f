// A libParanumal-style kernel assembled from macros: the name pasted from `-D p_Nq` through a
// two-level CAT (`gradQuad2D_4`), a stringized pasted name sizing a local array, `p_Np` from
// `p_Nq`, an `@exclusive` register column declared only `#if p_Nq >= 4` (with the plain
// `@shared` reads in the `#else` branch), `#pragma unroll p_Nq` before regular loops in
// `@inner` bodies, a `#define`d accessor for the transposed `@shared` tile, `dfloat`/`dlong`
// from `-D`, and a second kernel of the same macro that is not called.
extern "C" void gradQuad2D_4(const int &Nelements, const double *D, const double *q, double *grad, int *tagLen) {
  #pragma omp parallel for
  for (int e = 0; e < Nelements; ++e) {
    int _occa_exclusive_index;
    double s_D[4][4];
    double s_q[4][4];
    double r_col[16][4];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        const int id = e * (4 * 4) + j * 4 + i;
        s_q[j][i] = q[id];
        s_D[j][i] = D[j * 4 + i];
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        #pragma GCC unroll 4
        for (int m = 0; m < 4; ++m) {
          r_col[_occa_exclusive_index][m] = s_q[m][i];
        }
        double qr = 0;
        double qs = 0;
        #pragma GCC unroll 4
        for (int m = 0; m < 4; ++m) {
          qr += s_D[i][m] * s_q[j][m];
          qs += s_D[j][m] * r_col[_occa_exclusive_index][m];
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

extern "C" void unusedQuad2D_4(const int &Nelements, double *q) {
  #pragma omp parallel for
  for (int e = 0; e < Nelements; ++e) {
    for (int i = 0; i < 4 * 4; ++i) {
      q[e * (4 * 4) + i] *= 2;
    }
  }
}
