// [[okl_dim]] and [[okl_dimOrder]] through typedefs, overridden on a parameter: a 2-D operator
// typedef with its own order, a 3-D field typedef whose order the parameter sets (row-major, so
// the slowest index may run past its extent over the elements), a 4-D input parameter.
typedef const double *cmat_t;

typedef double *field3_t;

extern "C" void tensorApplyX(const int &Nelements, cmat_t A, const double *u, field3_t v) {
  for (int e = 0; e < Nelements; ++e) {
    double s_u[3][3][3];
    for (int j = 0; j < 3; ++j) {
      for (int i = 0; i < 3; ++i) {
        for (int k = 0; k < 3; ++k) {
          s_u[k][j][i] = u[i + 3 * (j + 3 * (k + 3 * e))];
        }
      }
    }
    for (int j = 0; j < 3; ++j) {
      for (int i = 0; i < 3; ++i) {
        for (int k = 0; k < 3; ++k) {
          double acc = 0;
          for (int m = 0; m < 3; ++m) {
            acc += A[m + 3 * i] * s_u[k][j][m];
          }
          v[k + 3 * (j + 3 * (e * 3 + i))] = acc;
        }
      }
    }
  }
}
