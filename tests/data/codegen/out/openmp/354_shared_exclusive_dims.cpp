// @dim/@dimOrder on @shared and @exclusive arrays, 2-D and 3-D, with macro extents and
// permuted orders: values go in through one index order and come out through another, and the
// raw storage of the 3-D @shared array is copied out so that its layout is observable.
extern "C" void sharedExclusiveDims(const int &Nelements, const float *q, float *out, float *raw) {
  #pragma omp parallel for
  for (int e = 0; e < Nelements; ++e) {
    int _occa_exclusive_index;
    float s_q[2 * 4 * 4];
    float s_t[4 * 4];
    float r_a[16][2 * 4];
    float r_b[16][4 * 2];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        const int id = e * 16 + j * 4 + i;
        s_q[0 + 2 * (j + 4 * i)] = q[id];
        s_q[1 + 2 * (j + 4 * i)] = 2 * q[id];
        for (int m = 0; m < 4; ++m) {
          r_a[_occa_exclusive_index][0 + 2 * m] = m + i;
          r_a[_occa_exclusive_index][1 + 2 * m] = m * j;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        s_t[i + 4 * j] = s_q[1 + 2 * (i + 4 * j)] - s_q[0 + 2 * (j + 4 * i)];
        for (int m = 0; m < 4; ++m) {
          r_b[_occa_exclusive_index][0 + 2 * m] = r_a[_occa_exclusive_index][0 + 2 * m] * r_a[_occa_exclusive_index][1 + 2 * m];
          r_b[_occa_exclusive_index][1 + 2 * m] = r_a[_occa_exclusive_index][1 + 2 * m];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        const int id = e * 16 + j * 4 + i;
        float acc = 0;
        for (int m = 0; m < 4; ++m) {
          acc += r_b[_occa_exclusive_index][0 + 2 * m] + r_b[_occa_exclusive_index][1 + 2 * m];
        }
        out[id] = s_t[j + 4 * i] + acc;
        const int k = j * 4 + i;
        raw[2 * e * 16 + k] = s_q[k];
        raw[2 * e * 16 + 16 + k] = s_q[16 + k];
      }
    }
  }
}
