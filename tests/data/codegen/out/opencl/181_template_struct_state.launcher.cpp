#include <occa/core/kernel.hpp>

// Class templates as `@exclusive` and `@shared` element types (`Pair<float>`, `Pair<int>`),
// a member function template called on them (argument deduced), and a `static` data member used as an
// `@inner` bound.
struct Cfg {
};

struct _occa_Pair_float {
  float a;
  float b;
};

float _occa_Pair_float__sum(const _occa_Pair_float *this_) {
  return this_->a + this_->b;
}

float _occa_Pair_float__scaled_float(const _occa_Pair_float *this_, float f) {
  return (float)this_->a * f + (float)this_->b;
}

struct _occa_Pair_int {
  int a;
  int b;
};

int _occa_Pair_int__sum(const _occa_Pair_int *this_) {
  return this_->a + this_->b;
}

int _occa_Pair_int__scaled_int(const _occa_Pair_int *this_, int f) {
  return (int)this_->a * f + (int)this_->b;
}

extern "C" void templateState(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 5;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, y, z);
    }
  }
}
