#include <sycl/sycl.hpp>

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

extern "C" void _occa_cppStructFeatures_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          Vec2 acc;
          {
            int t = 0 + item_.get_local_id(2);
            acc += 2.0f * Vec2(in[b * 4 + t], (float)t);
            acc += Vec2::unit();
          }
          {
            int t = 0 + item_.get_local_id(2);
            Vec2 fresh;
            out[b * 4 + t] = acc.dot(Vec2::unit()) + 100.0f * acc.st.adds + fresh.x + fresh.y;
          }
        }
      }();
    });
  });
}
