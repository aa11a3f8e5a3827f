// `@exclusive` storage typed by a `@dim`/`@dimOrder` array typedef and declared with `@dim` on
// the variable, in a 2-D work-group: elements passed to helpers by reference and by pointer,
// whole arrays to a `T (&)[N]` template and to a pointer parameter, a `@exclusive` pointer into
// a `@shared` array and one into the work-item's own `@exclusive` array, all read back in a
// later `@inner` nest after a barrier; regular loops with `continue` walk the `@dim` views.
typedef int reg_t[6];

static inline void bumpRef(int &v, int by) {
  v += by;
}

static inline void setPtr(int *p, int v) {
  *p = v;
}

static inline int sumPtr(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    s += p[i];
  }
  return s;
}

template <typename T, int N>
T maxOf(const T (&a)[N]) {
  T m = a[0];
  for (int i = 1; i < N; ++i) {
    if (a[i] > m) {
      m = a[i];
    }
  }
  return m;
}

extern "C" void exclusiveDimTypedef(const int &nb, const int *x, int *out) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int s[2][3];
    reg_t r[6];
    int q[6][4];
    int *mine[6];
    int *own[6];
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int z = 0; z < 3; ++z) {
        _occa_exclusive_index = 3 * y + z;
        const int v = x[(b * 2 + y) * 3 + z];
        for (int i = 0; i < 3; ++i) {
          for (int j = 0; j < 2; ++j) {
            if ((i + j) % 2 == 1) {
              r[_occa_exclusive_index][j + 2 * i] = -1;
              continue;
            }
            r[_occa_exclusive_index][j + 2 * i] = v * (i + 1) + j;
          }
        }
        for (int i = 0; i < 2; ++i) {
          for (int j = 0; j < 2; ++j) {
            setPtr(&q[_occa_exclusive_index][i + 2 * j], i * 10 + j + v);
          }
        }
        bumpRef(r[_occa_exclusive_index][1 + 2 * 2], 100);
        bumpRef(q[_occa_exclusive_index][1 + 2 * 0], v);
        s[y][z] = v;
        mine[_occa_exclusive_index] = &s[1 - y][2 - z];
        own[_occa_exclusive_index] = &q[_occa_exclusive_index][0 + 2 * 1];
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int z = 0; z < 3; ++z) {
        _occa_exclusive_index = 3 * y + z;
        const int gid = (b * 2 + y) * 3 + z;
        out[gid * 4 + 0] = sumPtr(r[_occa_exclusive_index], 6);
        out[gid * 4 + 1] = maxOf(q[_occa_exclusive_index]) * 1000 + maxOf(r[_occa_exclusive_index]);
        out[gid * 4 + 2] = *mine[_occa_exclusive_index] + *own[_occa_exclusive_index];
        out[gid * 4 + 3] = r[_occa_exclusive_index][1 + 2 * 2] - r[_occa_exclusive_index][0 + 2 * 0] + q[_occa_exclusive_index][1 + 2 * 0];
      }
    }
  }
}
