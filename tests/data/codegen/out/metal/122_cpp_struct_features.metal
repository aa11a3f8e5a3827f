#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// C++ class features in helpers used from `@inner` bodies: default member initializers,
// constructors with member-initializer lists, member and free operator overloads, `const`
// and `static` member functions, a nested struct, `this->`, and an `@exclusive` object of
// such a class carried between `@inner` loops.
struct Vec2 {
  float x = 0.0f, y = 0.0f;
  struct Stats {
    int adds = 0;
  } st;
  Vec2() = default;
  Vec2(float a, float b) : x(a), y(b) {
  }
  thread Vec2 &operator+=(thread const Vec2 &o) {
    this->x += o.x;
    y += o.y;
    ++st.adds;
    return *this;
  }
  float dot(thread const Vec2 &o) const {
    return x * o.x + y * o.y;
  }
  static Vec2 unit() {
    return Vec2(1.0f, 1.0f);
  }
};

inline Vec2 operator*(float s, thread const Vec2 &v) {
  return Vec2(s * v.x, s * v.y);
}

kernel void _occa_cppStructFeatures_0(constant int &n [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    Vec2 acc;
    {
      int t = 0 + _occa_thread_position.x;
      acc += 2.0f * Vec2(in[b * 4 + t], (float)t);
      acc += Vec2::unit();
    }
    {
      int t = 0 + _occa_thread_position.x;
      Vec2 fresh;
      out[b * 4 + t] = acc.dot(Vec2::unit()) + 100.0f * acc.st.adds + fresh.x + fresh.y;
    }
  }
}
