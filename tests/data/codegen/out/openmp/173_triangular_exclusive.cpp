// Triangular work-groups: the `@inner` extent depends on the `@outer` iterator (`k <= r`), so
// `@exclusive` storage is sized by `@max_inner_dims`; a second nest's `@inner(0)` extent
// depends on its `@outer` iterator, and the lower triangle is selected with an `if` (OKL
// loops are rectangular within one work-group).
extern "C" void triangular(const int &n, const float *a, float *rowsum, float *lower) {
  #pragma omp parallel for
  for (int r = 0; r < n; ++r) {
    int _occa_exclusive_index;
    float v[8];
    float s[8];
    _occa_exclusive_index = 0;
    for (int k = 0; k <= r; ++k) {
      _occa_exclusive_index = k;
      v[_occa_exclusive_index] = a[r * n + k];
      s[k] = v[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int k = 0; k <= r; ++k) {
      _occa_exclusive_index = k;
      float acc = 0.0f;
      for (int m = 0; m <= k; ++m) {
        acc += s[m];
      }
      rowsum[r * n + k] = acc + v[_occa_exclusive_index];
    }
  }
  #pragma omp parallel for
  for (int blk = 0; blk < 2; ++blk) {
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n - blk; ++j) {
        if (j <= i) {
          lower[(blk * n + i) * n + j] = a[i * n + j] * (blk + 1);
        }
      }
    }
  }
}
