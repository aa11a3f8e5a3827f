#include <hip/hip_runtime.h>

#include <math.h>

// `abs` of `float` and `double` values (C++'s overloads, which <math.h> brings to the global
// namespace) next to `abs` of an `int`: OpenCL C's `abs` takes integers only, so the floating
// ones print as `fabs`.
extern "C" __global__ __launch_bounds__(8) void _occa_absFloating_0(const int n, const float *x, const double *y, const int *k, float *f, double *d, int *m) {
  {
    int b = 0 + (8 * blockIdx.x);
    {
      int i = b + threadIdx.x;
      if (i < n) {
        const float half = 0.5f * x[i];
        f[i] = abs(x[i]) + abs(half - 1.0f) + abs(-2.5f);
        d[i] = abs(y[i]) + abs(y[i] * 0.25);
        m[i] = abs(k[i]) + abs(-3);
      }
    }
  }
}
