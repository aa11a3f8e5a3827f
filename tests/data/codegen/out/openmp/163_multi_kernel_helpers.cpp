// Three kernels in one file sharing helpers: a `static inline` function, function templates
// (one with a non-type parameter, called with explicit arguments), a helper that updates its
// argument through a reference and one that returns a reference into an array. The case
// calls the middle kernel; the other two must still be emitted and compile.
static inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

template <typename T>
inline T sq(const T &x) {
  return x * x;
}

template <typename T, int N>
inline T sumN(const T *p) {
  T s = T(0);
  for (int k = 0; k < N; ++k) {
    s += p[k];
  }
  return s;
}

inline void accumulate(float &acc, const float v) {
  acc += v;
}

inline float &slot(float *base, int k) {
  return base[k];
}

extern "C" void squareAll(const int &n, float *x) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 4) {
    for (int t = b; t < b + 4; ++t) {
      if (t < n) {
        x[t] = sq(x[t]);
      }
    }
  }
}

extern "C" void blockStats(const int &n, const float *x, float *y, int *idx) {
  #pragma omp parallel for
  for (int b = 0; b < (n + 4 - 1) / 4; ++b) {
    float s[4];
    for (int t = 0; t < 4; ++t) {
      const int g = clampi(b * 4 + t, 0, n - 1);
      s[t] = x[g];
    }
    for (int t = 0; t < 4; ++t) {
      float acc = sumN<float, 4>(s);
      accumulate(acc, sq(s[t]));
      const int g = b * 4 + t;
      if (g < n) {
        slot(y, g) = acc;
        idx[g] = clampi(g - 2, 0, 5) + sq(t);
      }
    }
  }
}

extern "C" void squareSums(const int &n, double *z) {
  #pragma omp parallel for
  for (int i = 0; i < n; ++i) {
    for (int t = 0; t < 1; ++t) {
      z[i] = sq<double>(z[i]) + sumN<double, 1>(z + i);
    }
  }
}
