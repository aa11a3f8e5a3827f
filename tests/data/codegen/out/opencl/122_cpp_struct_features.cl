// C++ class features in helpers used from `@inner` bodies: default member initializers,
// constructors with member-initializer lists, member and free operator overloads, `const`
// and `static` member functions, a nested struct, `this->`, and an `@exclusive` object of
// such a class carried between `@inner` loops.
struct Vec2__Stats {
  int adds;
};

struct Vec2 {
  float x;
  float y;
  struct Vec2__Stats st;
};

struct Vec2 Vec2__Vec2(float a, float b) {
  struct Vec2 _occa_self = {.x = 0.0f, .y = 0.0f, .st = {.adds = 0}};
  struct Vec2 *this_ = &_occa_self;
  this_->x = a;
  this_->y = b;
  return _occa_self;
}

void Vec2__operator_add_assign(struct Vec2 *this_, const struct Vec2 o) {
  this_->x += o.x;
  this_->y += o.y;
  ++this_->st.adds;
  return;
}

float Vec2__dot(const struct Vec2 *this_, const struct Vec2 o) {
  return this_->x * o.x + this_->y * o.y;
}

static struct Vec2 Vec2__unit() {
  return Vec2__Vec2(1.0f, 1.0f);
}

inline struct Vec2 operator_mul(float s, const struct Vec2 v) {
  return Vec2__Vec2(s * v.x, s * v.y);
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_cppStructFeatures_0(const int n, __global const float *in, __global float *out) {
  {
    int b = 0 + get_group_id(0);
    struct Vec2 acc = {.x = 0.0f, .y = 0.0f, .st = {.adds = 0}};
    {
      int t = 0 + get_local_id(0);
      Vec2__operator_add_assign(&acc, operator_mul(2.0f, Vec2__Vec2(in[b * 4 + t], (float)t)));
      Vec2__operator_add_assign(&acc, Vec2__unit());
    }
    {
      int t = 0 + get_local_id(0);
      struct Vec2 fresh = {.x = 0.0f, .y = 0.0f, .st = {.adds = 0}};
      out[b * 4 + t] = Vec2__dot(&acc, Vec2__unit()) + 100.0f * acc.st.adds + fresh.x + fresh.y;
    }
  }
}
