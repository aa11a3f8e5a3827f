#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Lambdas inside an `@inner` body that use OKL: an `@exclusive` scalar and array, a `@dim`
// accessor and an `@atomic` update. Their bodies must be lowered like the rest of the kernel
// (or rejected with a diagnostic), never printed with `@atomic` or unlowered accessors.
kernel void _occa_lambdaOkl_0(constant int &nB [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device float *total [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    float acc;
    float part[2];
    {
      int t = 0 + _occa_thread_position.x;
      auto get = [&](int i) {
        return x[i + 4 * b];
      };
      auto add = [&](float v) {
        acc += v;
        part[t % 2] += v;
      };
      auto publish = [&](float v) {
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&total[0]), (float) (v), memory_order_relaxed);
      };
      acc = 0.0f;
      part[0] = 0.0f;
      part[1] = 0.0f;
      add(get(t));
      add(get(3 - t));
      publish(acc);
      y[b * 4 + t] = acc + 10.0f * part[t % 2];
    }
  }
}
