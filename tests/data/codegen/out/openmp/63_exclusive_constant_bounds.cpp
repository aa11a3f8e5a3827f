// @exclusive with @inner bounds that are integer constant expressions written with constexpr
// globals, a const local and a `?:` of constants.
constexpr int BS = 8;

constexpr int CW = 4;

extern "C" void exclusiveConstantBounds(const int &nB, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    const int W = 2;
    int e[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < BS; ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index] = x[b * 8 + t];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < W * CW; ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index] += t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < (CW > 2 ? 2 * CW : 4); ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index] *= 2;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      y[b * 8 + t] = e[_occa_exclusive_index];
    }
  }
}
