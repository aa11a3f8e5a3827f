// Preprocessor and syntax forms legacy OCCA accepts and kernels written for it use: a macro
// body with a stray backslash before the continuation (`x = 1;  \  \`, dropped), a backslash
// followed by blanks before the newline (a line continuation), `=` in `#if` (legacy's
// assignment: `#if USE_FAST=1` is true whatever USE_FAST is), `##` forming a pp-number
// (`0x` `1f`), `#` on a pp-number that is no literal (`1.2.3`), and `;` inside parentheses
// (dropped: `((a + b); +(c + d))` is `((a + b) + (c + d))`).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_legacyPpForms_0(const int nb, __global const double *a, __global double *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
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
