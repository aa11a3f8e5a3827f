// A 4-D `@dim` with a full `@dimOrder` on a `const @restrict` parameter whose extents mention
// another parameter (`nE`, used as a stride), a 3-D column-major `@dim` pointer typedef, a
// `@dim` output parameter, and a `static` helper whose own parameter carries `@dim` and is
// handed a pointer into `@shared` memory.
typedef float *cube_t;

static float weightedTrace(const float *m, const int k) {
  float s = 0.0f;
  for (int d = 0; d < 3; ++d) {
    s += m[d + 3 * d] * (k + 1);
  }
  return s;
}

extern "C" void dim4dHelpers(const int &nE, const float *__restrict__ in, cube_t work, float *out) {
  for (int e = 0; e < nE; ++e) {
    float s[3][3];
    for (int j = 0; j < 3; ++j) {
      for (int i = 0; i < 3; ++i) {
        s[j][i] = in[e + nE * (0 + 2 * (j + 3 * i))] + in[e + nE * (1 + 2 * (j + 3 * i))] * work[i + 3 * (j + 3 * (e % 3))];
      }
    }
    for (int j = 0; j < 3; ++j) {
      for (int i = 0; i < 3; ++i) {
        if (j == 0) {
          out[i + 3 * (0 + 2 * e)] = weightedTrace(&s[0][0], i);
        }
        if (j == 1) {
          out[i + 3 * (1 + 2 * e)] = s[i][i] - in[e + nE * (1 + 2 * (i + 3 * i))];
        }
      }
    }
  }
}
