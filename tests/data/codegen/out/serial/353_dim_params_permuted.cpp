// @dim/@dimOrder on kernel parameters in 3-D with `-D` extents and a run-time extent, in three
// different orders, read and written, plus a row-major 2-D operator: a nekRS-style per-element
// tensor contraction that also stores a permuted copy of its input.
extern "C" void permuteFields(const int &Nelements, const double *__restrict__ M, const double *__restrict__ u, double *__restrict__ v, double *__restrict__ w) {
  for (int e = 0; e < Nelements; ++e) {
    for (int j = 0; j < 3; ++j) {
      for (int i = 0; i < 3; ++i) {
        double s = 0;
        for (int m = 0; m < 3; ++m) {
          s += M[m + 3 * i] * u[e + Nelements * (m + 3 * j)];
        }
        v[e + Nelements * (i + 3 * j)] = s;
        w[e + Nelements * (j + 3 * i)] = u[e + Nelements * (i + 3 * j)] + 10 * e;
        w[e + Nelements * (j + 3 * i)] *= 2;
      }
    }
  }
}
