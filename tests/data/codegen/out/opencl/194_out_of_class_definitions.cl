// Member functions defined outside their class (a constructor with a member-initializer list,
// `const` and static members, a member template) and a namespace's functions defined outside
// the namespace, all called from `@inner` bodies. The definitions keep what they were declared
// with: `const` after the parameters, the initializers, no return type for the constructor.
struct Acc {
  float s;
  int n;
};

struct Acc Acc__Acc(float v) {
  struct Acc _occa_self = {0};
  struct Acc *this_ = &_occa_self;
  this_->s = v;
  this_->n = 0;
  return _occa_self;
}

float Acc__get(const struct Acc *this_) {
  return this_->s + this_->n;
}

void Acc__add(struct Acc *this_, float v) {
  this_->s += v;
  ++this_->n;
}

float Acc__scale(int t) {
  return 0.5f * t;
}

struct Pair {
  float a;
  float b;
};

float Pair__sum(const struct Pair *this_) {
  return this_->a + this_->b;
}

int _occa_Pair__as_int(const struct Pair *this_) {
  return (int)(this_->a * this_->b);
}

float geo__area(float w, float h);

inline float geo__half(float x);

// namespace geo
float geo__area(float w, float h) {
  return w * h;
}

inline float geo__half(float x) {
  return 0.5f * x;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outOfClass_0(const int n, __global const float *in, __global float *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int i = b * 4 + t;
      struct Acc acc = Acc__Acc(in[i]);
      Acc__add(&acc, Acc__scale(t));
      struct Pair p = {in[i], 2.0f};
      out[i] = Acc__get(&acc) + Pair__sum(&p) + _occa_Pair__as_int(&p) + geo__area(geo__half(in[i]), 4.0f);
    }
  }
}
