#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A member function template called with explicit template arguments (`p.as<float>(...)`,
// `q->as<int>(...)`) inside an `@inner` body: valid C++ (the object type is not dependent).
struct Pair {
  int a, b;
  template <typename U>
  U as(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

kernel void _occa_memberTemplateCall_0(constant int &n [[buffer(0)]], device float *y [[buffer(1)]], device int *z [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const Pair p = {b, t};
      thread const Pair *q = &p;
      y[b * 2 + t] = p.as<float>(0.5f);
      z[b * 2 + t] = q->as<int>(3);
    }
  }
}
