#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Lambdas inside an `@inner` body that use OKL: an `@exclusive` scalar and array, a `@dim`
// accessor and an `@atomic` update. Their bodies must be lowered like the rest of the kernel
// (or rejected with a diagnostic), never printed with `@atomic` or unlowered accessors.
const float _occa_lambdaOkl_get(int i, device const float *x, int b) {
  return x[i + 4 * b];
}

void _occa_lambdaOkl_add(float v, thread float *acc, thread float (&part)[2], int t) {
  *acc += v;
  part[t % 2] += v;
}

void _occa_lambdaOkl_publish(float v, device float *total) {
  atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&total[0]), (float) (v), memory_order_relaxed);
}

kernel void _occa_lambdaOkl_0(constant int &nB [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device float *total [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    float acc;
    float part[2];
    {
      int t = 0 + _occa_thread_position.x;
      acc = 0.0f;
      part[0] = 0.0f;
      part[1] = 0.0f;
      _occa_lambdaOkl_add(_occa_lambdaOkl_get(t, x, b), &acc, part, t);
      _occa_lambdaOkl_add(_occa_lambdaOkl_get(3 - t, x, b), &acc, part, t);
      _occa_lambdaOkl_publish(acc, total);
      y[b * 4 + t] = acc + 10.0f * part[t % 2];
    }
  }
}
