#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Member functions defined outside their class (a constructor with a member-initializer list,
// `const` and static members, a member template) and a namespace's functions defined outside
// the namespace, all called from `@inner` bodies. The definitions keep what they were declared
// with: `const` after the parameters, the initializers, no return type for the constructor.
struct Acc {
  float s;
  int n;
  Acc(float v);
  float get() const;
  void add(float v);
  static float scale(int t);
};

Acc::Acc(float v) : s(v), n(0) {
}

float Acc::get() const {
  return s + n;
}

void Acc::add(float v) {
  s += v;
  ++n;
}

float Acc::scale(int t) {
  return 0.5f * t;
}

struct Pair {
  float a, b;
  float sum() const;
  template <typename U>
  U as() const;
};

float Pair::sum() const {
  return a + b;
}

template <typename U>
U Pair::as() const {
  return static_cast<U>(a * b);
}

namespace geo {
  float area(float w, float h);
  inline float half(float x);
}

float geo::area(float w, float h) {
  return w * h;
}

inline float geo::half(float x) {
  return 0.5f * x;
}

// namespace geo
kernel void _occa_outOfClass_0(constant int &n [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b * 4 + t;
      Acc acc(in[i]);
      acc.add(Acc::scale(t));
      Pair p{in[i], 2.0f};
      out[i] = acc.get() + p.sum() + p.as<int>() + geo::area(geo::half(in[i]), 4.0f);
    }
  }
}
