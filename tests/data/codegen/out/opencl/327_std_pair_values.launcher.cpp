#include <occa/core/kernel.hpp>

#include <utility>

struct _occa__occa_std__pair_float_float {
  float first;
  float second;
};

_occa__occa_std__pair_float_float _occa__occa__occa_std__pair_float_float__pair_0() {
  _occa__occa_std__pair_float_float _occa_self = {0};
  return _occa_self;
}

_occa__occa_std__pair_float_float _occa__occa__occa_std__pair_float_float__pair_1(const float a, const float b) {
  _occa__occa_std__pair_float_float _occa_self = {0};
  _occa__occa_std__pair_float_float *this_ = &_occa_self;
  this_->first = a;
  this_->second = b;
  return _occa_self;
}

// std::pair as a helper's return type and as kernel locals: built with a brace list, with a
// functional cast `std::pair<int, float>(...)` and with std::make_pair; read through
// `.first` / `.second` and a structured binding; a pointer to a pair in a @shared array of
// pairs.
inline _occa__occa_std__pair_float_float minMax(float a, float b) {
  return a < b ? _occa__occa__occa_std__pair_float_float__pair_1(a, b) : _occa__occa__occa_std__pair_float_float__pair_1(b, a);
}

struct _occa__occa_std__pair_int_float {
  int first;
  float second;
};

_occa__occa_std__pair_int_float _occa__occa__occa_std__pair_int_float__pair_0() {
  _occa__occa_std__pair_int_float _occa_self = {0};
  return _occa_self;
}

_occa__occa_std__pair_int_float _occa__occa__occa_std__pair_int_float__pair_1(const int a, const float b) {
  _occa__occa_std__pair_int_float _occa_self = {0};
  _occa__occa_std__pair_int_float *this_ = &_occa_self;
  this_->first = a;
  this_->second = b;
  return _occa_self;
}

struct _occa__occa_std__pair_int_int {
  int first;
  int second;
};

_occa__occa_std__pair_int_int _occa__occa__occa_std__pair_int_int__pair_0() {
  _occa__occa_std__pair_int_int _occa_self = {0};
  return _occa_self;
}

_occa__occa_std__pair_int_int _occa__occa__occa_std__pair_int_int__pair_1(const int a, const int b) {
  _occa__occa_std__pair_int_int _occa_self = {0};
  _occa__occa_std__pair_int_int *this_ = &_occa_self;
  this_->first = a;
  this_->second = b;
  return _occa_self;
}

inline _occa__occa_std__pair_int_int _occa_std__make_pair_int_int(int a, int b) {
  return _occa__occa__occa_std__pair_int_int__pair_1(a, b);
}

extern "C" void pairs(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *span, occa::modeMemory_t *tag) {
  {
    const long long _occa_outer_x = (n + 7) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, span, tag);
    }
  }
}
