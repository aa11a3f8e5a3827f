// @exclusive across inner loops whose iterators differ from the work-item number: decreasing,
// runtime step, `-= 2`, iterator on the right; and across 2-D nests with explicit, swapped axes.
extern "C" void exclusiveIterNumbers(const int &nB, const int &s, const int *x, int *y, int *z) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int v[8];
    _occa_exclusive_index = 0;
    for (int i = 0; i < 8; ++i) {
      _occa_exclusive_index = i;
      v[_occa_exclusive_index] = x[b * 8 + i];
    }
    _occa_exclusive_index = 0;
    for (int j = 7; j >= 0; --j) {
      _occa_exclusive_index = 7 - j;
      v[_occa_exclusive_index] += 100 * j;
    }
    _occa_exclusive_index = 0;
    for (int k = 3; k < 3 + 8 * s; k += s) {
      _occa_exclusive_index = (k - 3) / s;
      v[_occa_exclusive_index] += k;
    }
    _occa_exclusive_index = 0;
    for (int k = 20; k > 4; k -= 2) {
      _occa_exclusive_index = (20 - k) / 2;
      v[_occa_exclusive_index] = v[_occa_exclusive_index] * 2 + k;
    }
    _occa_exclusive_index = 0;
    for (int t = 1; 8 >= t; t++) {
      _occa_exclusive_index = t - 1;
      y[b * 8 + t - 1] = v[_occa_exclusive_index];
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int w[12];
    _occa_exclusive_index = 0;
    for (int tx = 0; tx < 4; ++tx) {
      for (int ty = 0; ty < 3; ++ty) {
        _occa_exclusive_index = tx + 4 * ty;
        w[_occa_exclusive_index] = tx * 10 + ty + b;
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 3; ++ty) {
      for (int tx = 0; tx < 4; ++tx) {
        _occa_exclusive_index = 4 * ty + tx;
        w[_occa_exclusive_index] += 1000 * ty;
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 2; ty >= 0; --ty) {
      for (int tx = 0; tx < 4; ++tx) {
        _occa_exclusive_index = 4 * (2 - ty) + tx;
        z[b * 12 + tx * 3 + ty] = w[_occa_exclusive_index];
      }
    }
  }
}
