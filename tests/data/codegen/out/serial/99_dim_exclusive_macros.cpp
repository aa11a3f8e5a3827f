// `@dim` produced by macros on `@exclusive` arrays (alone and with `@dimOrder`), through an
// array typedef that carries `@dim`, and on a parameter with a 3-D `@dimOrder`: the `@dim`
// accessor and the `@exclusive` rewrite must compose (per-work-item row, then the linear
// index inside it).
typedef float qmat_t[3 * 3];

extern "C" void dimExclusiveMacros(const int &nE, const float *in, float *out) {
  for (int e = 0; e < nE; ++e) {
    int _occa_exclusive_index;
    float r[3][3 * 3];
    qmat_t q[3];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 3; ++t) {
      _occa_exclusive_index = t;
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
          r[_occa_exclusive_index][j + 3 * i] = in[i + nE * (j + 3 * e)] + t;
        }
      }
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
          q[_occa_exclusive_index][i + 3 * j] = 2.0f * r[_occa_exclusive_index][i + 3 * j];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 3; ++t) {
      _occa_exclusive_index = t;
      float acc = 0.0f;
      for (int k = 0; k < 3; ++k) {
        acc += r[_occa_exclusive_index][k + 3 * t] * q[_occa_exclusive_index][k + 3 * t];
      }
      out[e * 3 + t] = acc;
    }
  }
}
