#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Lambdas defined in the `@outer` body (outside the `@inner` loops) that touch no `@exclusive`
// variable: they capture the block index and a local by reference, get the `@shared` array as
// an argument (naming it in a lambda defined out here would use it outside an `@inner` loop,
// OKL0532, as for any other statement there) and are called on both sides of a barrier.
void _occa_lambdaOuterPlain_load(threadgroup float *s, int t, const float scale, device const float *x, int b) {
  s[t] = scale * x[b * 8 + t];
}

float _occa_lambdaOuterPlain_mirror(threadgroup const float *s, int t) {
  return s[7 - t];
}

kernel void _occa_lambdaOuterPlain_0(constant int &nB [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float tile[8];
  {
    int b = 0 + _occa_group_position.x;
    const float scale = 1.0f + b;
    {
      int t = 0 + _occa_thread_position.x;
      _occa_lambdaOuterPlain_load(tile, t, scale, x, b);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 8 + t] = _occa_lambdaOuterPlain_mirror(tile, t) + tile[t];
    }
  }
}
