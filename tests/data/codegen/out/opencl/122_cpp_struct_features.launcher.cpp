#include <occa/core/kernel.hpp>

// C++ class features in helpers used from `@inner` bodies: default member initializers,
// constructors with member-initializer lists, member and free operator overloads, `const`
// and `static` member functions, a nested struct, `this->`, and an `@exclusive` object of
// such a class carried between `@inner` loops.
struct Vec2__Stats {
  int adds = 0;
};

struct Vec2 {
  float x = 0.0f;
  float y = 0.0f;
  struct Vec2__Stats st;
};

Vec2 Vec2__Vec2(float a, float b) {
  Vec2 _occa_self = {.x = 0.0f, .y = 0.0f, .st = {.adds = 0}};
  Vec2 *this_ = &_occa_self;
  this_->x = a;
  this_->y = b;
  return _occa_self;
}

void Vec2__operator_add_assign(Vec2 *this_, const Vec2 o) {
  this_->x += o.x;
  this_->y += o.y;
  ++this_->st.adds;
  return;
}

float Vec2__dot(const Vec2 *this_, const Vec2 o) {
  return this_->x * o.x + this_->y * o.y;
}

static Vec2 Vec2__unit() {
  return Vec2__Vec2(1.0f, 1.0f);
}

inline Vec2 operator_mul(float s, const Vec2 v) {
  return Vec2__Vec2(s * v.x, s * v.y);
}

extern "C" void cppStructFeatures(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, in, out);
    }
  }
}
