#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Class templates as `@exclusive` and `@shared` element types (`Pair<float>`, `Pair<int>`),
// a member function template called on them (argument deduced), and a `static` data member used as an
// `@inner` bound.
template <typename T>
struct Pair {
  T a, b;
  T sum() const {
    return a + b;
  }
  T sum() const threadgroup {
    return a + b;
  }
  template <typename U>
  U scaled(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
  template <typename U>
  U scaled(U f) const threadgroup {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

struct Cfg {
  static constexpr int width = 5;
};

kernel void _occa_templateState_0(constant int &nb [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device int *z [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup Pair<int> s[Cfg::width];
  {
    int b = 0 + _occa_group_position.x;
    Pair<float> p;
    {
      int t = 0 + _occa_thread_position.x;
      p.a = x[b * Cfg::width + t];
      p.b = 2.0f * p.a;
      s[t].a = t;
      s[t].b = b;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      y[b * Cfg::width + t] = p.sum() + p.scaled(0.5f);
      z[b * Cfg::width + t] = s[Cfg::width - 1 - t].sum() * 10 + s[t].scaled(3);
    }
  }
}
