// Lambdas defined in the `@outer` body (outside the `@inner` loops) that touch no `@exclusive`
// variable: they capture the block index and a local by reference, get the `@shared` array as
// an argument (naming it in a lambda defined out here would use it outside an `@inner` loop,
// OKL0532, as for any other statement there) and are called on both sides of a barrier.
void _occa_lambdaOuterPlain_load(__local float *s, int t, const float scale, __global const float *x, int b) {
  s[t] = scale * x[b * 8 + t];
}

float _occa_lambdaOuterPlain_mirror(__local const float *s, int t) {
  return s[7 - t];
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_lambdaOuterPlain_0(const int nB, __global const float *x, __global float *y) {
  __local float tile[8];
  {
    int b = 0 + get_group_id(0);
    const float scale = 1.0f + b;
    {
      int t = 0 + get_local_id(0);
      _occa_lambdaOuterPlain_load(tile, t, scale, x, b);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      y[b * 8 + t] = _occa_lambdaOuterPlain_mirror(tile, t) + tile[t];
    }
  }
}
