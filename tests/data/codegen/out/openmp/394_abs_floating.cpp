#include <math.h>

// `abs` of `float` and `double` values (C++'s overloads, which <math.h> brings to the global
// namespace) next to `abs` of an `int`: OpenCL C's `abs` takes integers only, so the floating
// ones print as `fabs`.
extern "C" void absFloating(const int &n, const float *x, const double *y, const int *k, float *f, double *d, int *m) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 8) {
    for (int i = b; i < b + 8; ++i) {
      if (i < n) {
        const float half = 0.5f * x[i];
        f[i] = abs(x[i]) + abs(half - 1.0f) + abs(-2.5f);
        d[i] = abs(y[i]) + abs(y[i] * 0.25);
        m[i] = abs(k[i]) + abs(-3);
      }
    }
  }
}
