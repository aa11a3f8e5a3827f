#include <hip/hip_runtime.h>

// Preprocessor and syntax forms legacy OCCA accepts and kernels written for it use: a macro
// body with a stray backslash before the continuation (`x = 1;  \  \`, dropped), a backslash
// followed by blanks before the newline (a line continuation), `=` in `#if` (legacy's
// assignment: `#if USE_FAST=1` is true whatever USE_FAST is), `##` forming a pp-number
// (`0x` `1f`), `#` on a pp-number that is no literal (`1.2.3`), and `;` inside parentheses
// (dropped: `((a + b); +(c + d))` is `((a + b) + (c + d))`).
extern "C" __global__ __launch_bounds__(8) void _occa_legacyPpForms_0(const int nb, const double *a, double *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      const int i = 8 * b + t;
      int one;
      {
        one = 1;
      }
      ;
      out[i] = 3 * (a[i] + one + (0x1f + i + 1) + (sizeof("1.2.3") + 0.5));
    }
  }
}
