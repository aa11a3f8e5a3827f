// Normalised attributes produced by macros, as a code base that wants plain C++ in its editor
// would write them: object-like macros for the attributes, a function-like one building the
// argument string from `#` and adjacent literals, and `-D`/`#define` names inside the strings.
extern "C" void reduceBlocks(const int &N, const float *x, float *y, float *partial, float *total) {
  // p_blockSize comes from -D and is named inside the string.
  for (int _occa_tiled_n = 0; _occa_tiled_n < N; _occa_tiled_n += 16) {
    for (int n = _occa_tiled_n; n < _occa_tiled_n + 16; ++n) {
      if (n < N) {
        y[n] = x[n] * x[n];
      }
    }
  }
  for (int _occa_tiled_n = 0; _occa_tiled_n < N; _occa_tiled_n += 16 / 2) {
    for (int n = _occa_tiled_n; n < _occa_tiled_n + 16 / 2; ++n) {
      if (n < N) {
        y[n] += 0.5f;
      }
    }
  }
  for (int b = 0; b < (N + 16 - 1) / 16; ++b) {
    int _occa_exclusive_index;
    float s_v[16];
    float r_v[16];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      _occa_exclusive_index = t;
      const int n = b * 16 + t;
      r_v[_occa_exclusive_index] = n < N ? y[n] : 0.0f;
      s_v[t % (16 / 2) + 16 / 2 * (t / (16 / 2))] = r_v[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      _occa_exclusive_index = t;
      if (t < 16 / 2) {
        s_v[t + 16 / 2 * 0] += s_v[t + 16 / 2 * 1];
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      _occa_exclusive_index = t;
      if (t == 0) {
        float s = 0;
        for (int k = 0; k < 16 / 2; ++k) {
          s += s_v[k + 16 / 2 * 0];
        }
        partial[b] = s;
        total[0] += s;
      }
      total[1] += r_v[_occa_exclusive_index];
    }
  }
}
