#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@exclusive` declarations whose type is `const`-qualified or deduced (`auto`, from an
// expression and from a `const` parameter), each with the initializer that gives every
// work-item's copy its value (spec §15.4).
typedef const float cfloat_t;

kernel void _occa_exclusiveConstAuto_0(constant int &nB [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    const int base = 10 * b;
    auto scale = 0.5f * (b + 1);
    cfloat_t offset = 0.25f;
    auto count = nB;
    float v;
    {
      int t = 0 + _occa_thread_position.x;
      v = x[b * 8 + t];
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 8 + t] = base + scale * v + offset + count;
    }
  }
}
