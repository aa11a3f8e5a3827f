// OKL loop iterators narrower than `int` (spec §4.1 allows char and short) compared with a
// bound of a wider type: `short` against `long`, `unsigned char` against `unsigned int`,
// and a tiled `unsigned short` loop against `long long` with the iterator on the right.
extern "C" void narrowIterators(const long &n, const unsigned int &m, const long long &big, int *out) {
  #pragma omp parallel for
  for (decltype((short)0 + n) _occa_omp_b = 0; _occa_omp_b < n; ++_occa_omp_b) {
    short b = _occa_omp_b;
    for (int t = 0; t < 4; ++t) {
      out[b * 4 + t] = b * 10 + t;
    }
  }
  #pragma omp parallel for
  for (decltype((unsigned char)0 + m) _occa_omp_c = 2; _occa_omp_c < m; _occa_omp_c += 3) {
    unsigned char c = _occa_omp_c;
    for (int t = 0; t < 2; ++t) {
      out[100 + c * 2 + t] = c - t;
    }
  }
  #pragma omp parallel for
  for (decltype((unsigned short)0 + big) _occa_tiled_j = 1; big > _occa_tiled_j; _occa_tiled_j += 16) {
    for (decltype((unsigned short)0 + (_occa_tiled_j + 16)) _occa_wide_j = _occa_tiled_j; _occa_tiled_j + 16 > _occa_wide_j; ++_occa_wide_j) {
      unsigned short j = _occa_wide_j;
      if (big > _occa_wide_j) {
        out[200 + j] = 3 * j;
      }
    }
  }
}
