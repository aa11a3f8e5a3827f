// Three kernels in one file sharing `static inline` helpers that call each other (one helper
// takes a `@shared` row, one is a function template used with two types), a kernel that is
// also called by name from nothing (it must still be emitted), and loop shapes: `@outer`
// from 3 with step 4 (`<=` bound), a triangular `@inner` whose extent is the `@outer`
// iterator's (with `@max_inner_dims` sizing an `@exclusive`), and an `@inner` starting at the
// `@outer` iterator's value.
static inline int tri(const int n) {
  return n * (n + 1) / 2;
}

template <typename T>
static inline T weigh(const T v, const int k) {
  return v * (T)(k + 1);
}

static inline int rowSum(const int *row, const int len) {
  int s = 0;
  for (int k = 0; k < len; ++k) {
    s += weigh(row[k], k);
  }
  return s;
}

static inline float blend(const float a, const int b) {
  return weigh(a, b) + (float)tri(b);
}

extern "C" void unusedKernel(const int &n, float *x) {
  #pragma omp parallel for
  for (int b = 0; b < n; ++b) {
    for (int t = 0; t < 2; ++t) {
      x[2 * b + t] = blend(1.0f, t);
    }
  }
}

extern "C" void triangular(const int &n, const int *a, int *rows, int *tot) {
  #pragma omp parallel for
  for (int o = 3; o <= n; o += 4) {
    int _occa_exclusive_index;
    int row[9];
    int got[9];
    _occa_exclusive_index = 0;
    for (int t = 0; t < o; ++t) {
      _occa_exclusive_index = t;
      got[_occa_exclusive_index] = a[o * 10 + t];
      row[t] = got[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < o; ++t) {
      _occa_exclusive_index = t;
      rows[o * 10 + t] = got[_occa_exclusive_index] + (t == 0 ? rowSum(row, o) : 0);
    }
    _occa_exclusive_index = 0;
    for (int t = o; t < 2 * o; ++t) {
      _occa_exclusive_index = t - o;
      if (t == o) {
        tot[o] = tri(o) + rowSum(row, t - o + 1);
      }
    }
  }
}

extern "C" void blended(const int &n, const float *x, float *y) {
  #pragma omp parallel for
  for (int b = 5; b < n; b += 5) {
    for (int t = b; t < b + 3; ++t) {
      y[t] = blend(x[t], t - b) + weigh(0.5, t - b);
    }
  }
}
