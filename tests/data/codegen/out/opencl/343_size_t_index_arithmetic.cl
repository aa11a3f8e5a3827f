
// Index arithmetic in `size_t` as a gather kernel over large element blocks writes it: a
// `size_t` `@outer` counting down to 1, element offsets `e * NP` in `size_t`, a neighbour
// read through `idx + (size_t)-1` (wraps to `idx - 1`), an `int` offset added to a `size_t`
// (converted, wraps, lands on `idx + off`), pointer differences as `ptrdiff_t`, an unsigned
// quotient that must not become signed, and `size_t` values compared after subtraction.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(6, 1, 1))) void _occa_sizeTIndexArithmetic_0(const ulong ne, __global const int *offsets, __global const double *q, __global double *g, __global long *info) {
  {
    size_t e = ne - get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const size_t base = (e - 1) * 6;
      const size_t idx = base + (size_t)t;
      const int off = offsets[t];
      double left = 0.0;
      if (idx > 0) {
        left = q[idx + (size_t)-1];
      }
      g[idx] = left + q[idx + off + 6] * 0.5;
      __global const double *p0 = &q[base];
      __global const double *p1 = &q[idx + 6];
      const ptrdiff_t span = p1 - p0;
      const size_t back = (size_t)t - (size_t)6;
      info[idx * 3 + 0] = (long)span;
      info[idx * 3 + 1] = (long)(back / 2u % 1000u);
      info[idx * 3 + 2] = (size_t)t - 3u < (size_t)6 ? 1 : 0;
    }
  }
}
