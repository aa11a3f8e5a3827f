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
  Vec2 &operator+=(const Vec2 &o) {
    this->x += o.x;
    y += o.y;
    ++st.adds;
    return *this;
  }
  float dot(const Vec2 &o) const {
    return x * o.x + y * o.y;
  }
  static Vec2 unit() {
    return Vec2(1.0f, 1.0f);
  }
};

inline struct Vec2 operator_mul(float s, const struct Vec2 v) {
  return struct Vec2(s * v.x, s * v.y);
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_cppStructFeatures_0(const int n, __global const float *in, __global float *out) {
  {
    int b = 0 + get_group_id(0);
    struct Vec2 acc;
    {
      int t = 0 + get_local_id(0);
      acc += 2.0f * struct Vec2(in[b * 4 + t], (float)t);
      acc += Vec2::unit();
    }
    {
      int t = 0 + get_local_id(0);
      struct Vec2 fresh;
      out[b * 4 + t] = acc.dot(Vec2::unit()) + 100.0f * acc.st.adds + fresh.x + fresh.y;
    }
  }
}
