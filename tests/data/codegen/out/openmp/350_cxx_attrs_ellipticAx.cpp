// A libParanumal-style 2-D stiffness kernel written only in the C++ attribute spelling:
// [[okl_kernel]], [[okl_outer]]/[[okl_inner]] with explicit axes, [[okl_shared]] tiles,
// an [[okl_exclusive]] value kept across an [[okl_barrier]], [[okl_restrict]] before and after
// parameter names, [[okl_dim]] with [[okl_dimOrder]] on a parameter and [[okl_atomic]] counters.
extern "C" void ellipticAxQuad2D(const int &Nelements, const double *__restrict__ ggeo, const double *D, const double &lambda, const double *__restrict__ q, double *__restrict__ Aq, int *stats) {
  #pragma omp parallel for
  for (int e = 0; e < Nelements; ++e) {
    int _occa_exclusive_index;
    double s_q[4][4];
    double s_D[4][4];
    double r_q[16];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        const int id = e * 16 + j * 4 + i;
        r_q[_occa_exclusive_index] = q[id];
        s_q[j][i] = r_q[_occa_exclusive_index];
        s_D[j][i] = D[i + 4 * j];
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        const int id = e * 16 + j * 4 + i;
        double dr = 0;
        double ds = 0;
        for (int m = 0; m < 4; ++m) {
          dr += s_D[i][m] * s_q[j][m];
          ds += s_D[j][m] * s_q[m][i];
        }
        Aq[id] = ggeo[id] * (dr + ds) + lambda * r_q[_occa_exclusive_index];
        #pragma omp atomic
        stats[0] += 1;
        #pragma omp atomic
        stats[1 + (i + j) % 3] += id;
      }
    }
  }
}
