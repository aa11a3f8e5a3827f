// @dim/@dimOrder indexing and typedef'd attributes.
typedef float *mat3x4_t;

typedef float sh_float_t;

extern "C" void transposeLike(int *m, mat3x4_t a, float *out) {
  for (int i = 0; i < 4; ++i) {
    sh_float_t buf[8];
    for (int j = 0; j < 8; ++j) {
      buf[j] = m[j + 8 * i] + a[i % 3 + 3 * (j % 4)];
    }
    for (int j = 0; j < 8; ++j) {
      out[i * 8 + j] = buf[7 - j];
    }
  }
}
