#include <occa/core/kernel.hpp>

// `@exclusive` declarations initialised in every C++ form that host targets replicate per
// work-item: direct-initialisation `(..)`, braces `{..}` (one value, and constructor
// arguments), a struct with user constructors (with arguments and default), copy-list
// `= {..}` of an aggregate with a nested array, of a typedef'd aggregate, an empty `= {}`, and
// `= {x}` on a scalar, several declarators with different forms. Each work-item's copy starts
// from the initialiser (spec §15.4) and is then changed by the work-item only. (Array
// initializers are OKL0536 on host targets.)
struct Acc {
  int n;
  float w;
};

Acc _occa_Acc__Acc_0() {
  Acc _occa_self = {0};
  Acc *this_ = &_occa_self;
  this_->n = -1;
  this_->w = 0.0f;
  return _occa_self;
}

Acc _occa_Acc__Acc_1(int n0, float w0) {
  Acc _occa_self = {0};
  Acc *this_ = &_occa_self;
  this_->n = n0;
  this_->w = w0;
  return _occa_self;
}

void Acc__add(Acc *this_, int v) {
  this_->n += v;
  this_->w += 0.5f * v;
}

struct Pod {
  int a;
  int b[2];
};

typedef Pod pod_t;

extern "C" void exclusiveInitForms(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *outI, occa::modeMemory_t *outF) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, outI, outF);
    }
  }
}
