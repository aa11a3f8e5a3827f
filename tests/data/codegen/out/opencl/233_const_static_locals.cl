// `const`, `constexpr` and `static const` locals at every level of a kernel (kernel body,
// `@outer` body, `@inner` body, regular loop, helper), `const`/`auto` `@exclusive` variables
// initialised from the `@outer` iterator (every work-item's copy), a `const` reference to a
// `@shared` element and a `const int *const` into a parameter; the `@inner` extent and a
// `@shared` extent are `constexpr` locals.
static inline int weight(int k) {
  const int w[4] = {3, 1, 4, 1};
  const int mask = 3;
  return w[k & mask];
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(5, 1, 1))) void _occa_constStatics_0(const int nb, __global const int *x, __global int *out, __global double *avg) {
  __local int s[6];
  const int W = 5;
  const int offs[5] = {0, 2, 4, 1, 3};
  {
    int b = 0 + get_group_id(0);
    const int H = W + 1;
    const int scale[2] = {10, 100};
    const int base = b * W;
    const int cb = b * 2 + 1;
    double half_ = b * 0.5;
    {
      int t = 0 + get_local_id(0);
      __global const int *const src = x + base;
      s[t] = src[offs[t]] * cb;
      if (t == 0) {
        s[W] = -cb;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      __local const int *mineRef = &s[(t + 1) % H];
      const char tag = 'k';
      int acc = 0;
      for (int k = 0; k < 4; ++k) {
        const int wk = weight(k + t);
        acc += wk * *mineRef;
      }
      out[base + t] = acc * scale[b % 2] + tag + cb;
      avg[base + t] = half_ + (double)acc / H;
    }
  }
}
