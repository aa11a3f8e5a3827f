// `@inner` extents given by `#define` (an expression macro `NT = NQ * NQ`, a `-D` value
// `p_Nq`, a `#define` inside the kernel's `#if`) beside run-time extents bounded by
// `@max_inner_dims(MAXT)`: a `@shared` buffer filled in two pieces (`0 .. NT` and
// `NT .. MAXT`), read with a run-time `@inner` extent; an `@exclusive` value written in the
// first loop and read only where the work-item exists in both; a 2-D `p_Nq x p_Nq` nest.
extern "C" void innerDefineMaxInnerDims(const int &ne, const int &m, const float *x, float *y, int *z) {
  for (int e = 0; e < ne; ++e) {
    int _occa_exclusive_index;
    float s[16];
    float r[16];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 3 * 3; ++t) {
      _occa_exclusive_index = t;
      s[t] = x[e * (3 * 3) + t];
      r[_occa_exclusive_index] = 2.0f * t;
    }
    _occa_exclusive_index = 0;
    for (int t = 3 * 3; t < 16; ++t) {
      _occa_exclusive_index = t - 3 * 3;
      s[t] = -1.0f;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < m; ++t) {
      _occa_exclusive_index = t;
      float v = s[t] + s[(t + 1) % 16];
      if (t < 3 * 3) {
        v += r[_occa_exclusive_index];
      }
      y[e * 16 + t] = v;
    }
  }
  for (int e = 0; e < ne; ++e) {
    int plane[4 * 4];
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        plane[j * 4 + i] = e * 100 + j * 10 + i;
      }
    }
    for (int j = 4 - 1; j >= 0; --j) {
      for (int i = 0; i < 4; ++i) {
        z[e * (4 * 4) + i * 4 + j] = plane[j * 4 + i] + (int)sizeof(plane) / (int)sizeof(int);
      }
    }
  }
}
