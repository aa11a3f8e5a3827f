// A libParanumal-style hexahedral gradient with the less-used attributes where real kernels put
// them: @simd_length and @max_inner_dims on the @outer loop, @nobarrier after an operator load
// that the next nest does not read, @directive for a derived size and a loop pragma, and
// @restrict on parameters and on a local pointer.
extern "C" void gradientHex3D(const int &Nelements, const double *__restrict__ D, const double *__restrict__ q, double *__restrict__ grad) {
  #pragma omp parallel for
  for (int e = 0; e < Nelements; ++e) {
    int _occa_exclusive_index;
    double s_D[4][4];
    double s_q[4][4];
    double r_q[16][4];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        s_D[j][i] = D[j * 4 + i];
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        #pragma GCC unroll 4
        for (int k = 0; k < 4; ++k) {
          r_q[_occa_exclusive_index][k] = q[e * 64 + k * (4 * 4) + j * 4 + i];
        }
      }
    }
    for (int k = 0; k < 4; ++k) {
      _occa_exclusive_index = 0;
      for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
          _occa_exclusive_index = 4 * j + i;
          s_q[j][i] = r_q[_occa_exclusive_index][k];
        }
      }
      _occa_exclusive_index = 0;
      for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
          _occa_exclusive_index = 4 * j + i;
          double qr = 0;
          double qs = 0;
          double qt = 0;
          for (int m = 0; m < 4; ++m) {
            qr += s_D[i][m] * s_q[j][m];
            qs += s_D[j][m] * s_q[m][i];
            qt += s_D[k][m] * r_q[_occa_exclusive_index][m];
          }
          double *__restrict__ g = grad + 3 * (e * 64 + k * (4 * 4) + j * 4 + i);
          g[0] = qr;
          g[1] = qs;
          g[2] = qt;
        }
      }
    }
  }
}
