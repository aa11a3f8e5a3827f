// Attributes carried by macros the way nekRS and libParanumal headers write them: the
// built-in `OKL("...")` macro (spec §10.4; a `;` right after it is swallowed, so `OUTER;`
// attaches to the next `for`), strings built by stringification and literal concatenation,
// and `#pragma occa attributes` lines.
extern "C" void oklMacroAttributes(const int &nE, const float *q, float *r, float *sum) {
  #pragma omp parallel for
  for (int e = 0; e < nE; ++e) {
    int _occa_exclusive_index;
    float s_q[4][4];
    float r_q[16];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        r_q[_occa_exclusive_index] = q[i + 4 * j] + e;
        s_q[j][i] = r_q[_occa_exclusive_index];
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        r[(e * 4 + j) * 4 + i] = s_q[i][j] + 0.5f * r_q[_occa_exclusive_index];
        #pragma omp atomic
        sum[0] += r_q[_occa_exclusive_index];
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_k = 0; _occa_tiled_k < nE * 4; _occa_tiled_k += 2) {
    for (int k = _occa_tiled_k; k < _occa_tiled_k + 2; ++k) {
      if (k < nE * 4) {
        r[nE * 4 * 4 + k] = 2.0f * k;
      }
    }
  }
}
