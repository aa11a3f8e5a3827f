// Triangular work as dense linear algebra writes it: `@inner` bounds that are expressions of
// the `@outer` iterators (lower triangle `c <= r`, strict upper triangle counting down
// `c > r`, a band `lo = max(0, r - 1)` .. `min(n - 1, r + 1)`), a 2-D `@outer` grid whose
// `@inner` extent is `bi + bj + 1`, and a `@shared` row reduction whose `@inner` length is
// the row number, with `@max_inner_dims` stating the largest extent.
extern "C" void triangularBounds(const int &n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c <= r; ++c) {
      L[r * n + c] = A[r * n + c] * (r - c + 1);
    }
  }
  for (int r = n - 1; r >= 0; --r) {
    for (int c = n - 1; c > r; c -= 1) {
      U[r * n + c] = A[r * n + c] - A[c * n + r];
    }
  }
  for (int r = 0; r < n; ++r) {
    for (int c = r > 0 ? r - 1 : 0; c <= (r + 1 < n ? r + 1 : n - 1); ++c) {
      band[r * 3 + (c - r + 1)] = 10 * r + c;
    }
  }
  for (int bj = 0; bj < 3; ++bj) {
    for (int bi = 0; bi < 4; ++bi) {
      for (int t = bi; t < bi + bj + 1; ++t) {
        grid[(bj * 4 + bi) * 3 + (t - bi)] = 100 * bj + 10 * bi + t;
      }
    }
  }
  for (int r = 1; r <= n; ++r) {
    double s[8];
    for (int t = 0; t < r; ++t) {
      s[t] = A[(r - 1) * n + t];
    }
    for (int t = 0; t < r; ++t) {
      if (t == 0) {
        double acc = 0.0;
        for (int k = r - 1; k >= 0; --k) {
          acc += s[k];
        }
        rowsum[r - 1] = acc;
      }
    }
  }
}
