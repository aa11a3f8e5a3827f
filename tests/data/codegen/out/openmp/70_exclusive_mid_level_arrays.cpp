// @exclusive scalar and array used in the body of the outer @inner level between and after two
// innermost @inner loops: a regular loop filling the array, an update reading a value each
// work-item computed in the first innermost loop, and an @atomic count run once per work-item.
extern "C" void exclusiveMidArrays(const int &nB, const int *x, int *y, int *cnt) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int acc[6][2];
    int s[6];
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 2; ++ty) {
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 3; ++_occa_exclusive_x) {
        _occa_exclusive_index = 3 * ty + _occa_exclusive_x;
        for (int k = 0; k < 2; ++k) {
          acc[_occa_exclusive_index][k] = x[b * 2 + ty] + k;
        }
      }
      for (int tx = 0; tx < 3; ++tx) {
        _occa_exclusive_index = 3 * ty + tx;
        acc[_occa_exclusive_index][0] += tx;
        s[_occa_exclusive_index] = acc[_occa_exclusive_index][0] * acc[_occa_exclusive_index][1];
      }
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 3; ++_occa_exclusive_x) {
        _occa_exclusive_index = 3 * ty + _occa_exclusive_x;
        acc[_occa_exclusive_index][1] += s[_occa_exclusive_index];
      }
      for (int tx = 0; tx < 3; ++tx) {
        _occa_exclusive_index = 3 * ty + tx;
        y[(b * 2 + ty) * 3 + tx] = acc[_occa_exclusive_index][1];
      }
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 3; ++_occa_exclusive_x) {
        _occa_exclusive_index = 3 * ty + _occa_exclusive_x;
        #pragma omp atomic
        cnt[b] += s[_occa_exclusive_index];
      }
    }
  }
}
