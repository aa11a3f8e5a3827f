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

inline Vec2 operator*(float s, const Vec2 &v) {
  return Vec2(s * v.x, s * v.y);
}

extern "C" void cppStructFeatures(const int &n, const float *in, float *out) {
  #pragma omp parallel for
  for (int b = 0; b < n; ++b) {
    int _occa_exclusive_index;
    Vec2 acc[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      acc[_occa_exclusive_index] += 2.0f * Vec2(in[b * 4 + t], (float)t);
      acc[_occa_exclusive_index] += Vec2::unit();
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      Vec2 fresh;
      out[b * 4 + t] = acc[_occa_exclusive_index].dot(Vec2::unit()) + 100.0f * acc[_occa_exclusive_index].st.adds + fresh.x + fresh.y;
    }
  }
}
