#include <occa/core/kernel.hpp>

// Member functions defined outside their class (a constructor with a member-initializer list,
// `const` and static members, a member template) and a namespace's functions defined outside
// the namespace, all called from `@inner` bodies. The definitions keep what they were declared
// with: `const` after the parameters, the initializers, no return type for the constructor.
struct Acc {
  float s;
  int n;
};

Acc Acc__Acc(float v) {
  Acc _occa_self = {0};
  Acc *this_ = &_occa_self;
  this_->s = v;
  this_->n = 0;
  return _occa_self;
}

float Acc__get(const Acc *this_) {
  return this_->s + this_->n;
}

void Acc__add(Acc *this_, float v) {
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

float Pair__sum(const Pair *this_) {
  return this_->a + this_->b;
}

int _occa_Pair__as_int(const Pair *this_) {
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

extern "C" void outOfClass(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *in, occa::modeMemory_t *out) {
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
