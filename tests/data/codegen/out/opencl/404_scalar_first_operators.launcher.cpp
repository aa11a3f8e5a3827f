#include <occa/core/kernel.hpp>

#include <complex>

struct _occa__occa_std__complex_float {
  float _occa_re;
  float _occa_im;
};

_occa__occa_std__complex_float _occa__occa_std__complex_float__complex(float re, float im) {
  _occa__occa_std__complex_float _occa_self = {0};
  _occa__occa_std__complex_float *this_ = &_occa_self;
  this_->_occa_re = re;
  this_->_occa_im = im;
  return _occa_self;
}

inline _occa__occa_std__complex_float _occa_std__operator_mul_float(const float s, const _occa__occa_std__complex_float a) {
  return _occa__occa_std__complex_float__complex(s * a._occa_re, s * a._occa_im);
}

float _occa__occa_std__complex_float__real(const _occa__occa_std__complex_float *this_) {
  return this_->_occa_re;
}

float _occa__occa_std__complex_float__imag(const _occa__occa_std__complex_float *this_) {
  return this_->_occa_im;
}

void _occa__occa_std__complex_float__operator_add_assign(_occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  this_->_occa_re += o._occa_re;
  this_->_occa_im += o._occa_im;
  return;
}

void _occa__occa_std__complex_float__operator_sub_assign(_occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  this_->_occa_re -= o._occa_re;
  this_->_occa_im -= o._occa_im;
  return;
}

void _occa__occa_std__complex_float__operator_mul_assign(_occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  const float re = this_->_occa_re * o._occa_re - this_->_occa_im * o._occa_im;
  this_->_occa_im = this_->_occa_re * o._occa_im + this_->_occa_im * o._occa_re;
  this_->_occa_re = re;
  return;
}

void _occa__occa_std__complex_float__operator_div_assign(_occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  const float d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
  const float re = (this_->_occa_re * o._occa_re + this_->_occa_im * o._occa_im) / d;
  this_->_occa_im = (this_->_occa_im * o._occa_re - this_->_occa_re * o._occa_im) / d;
  this_->_occa_re = re;
  return;
}

_occa__occa_std__complex_float _occa__occa_std__complex_float__operator_add(const _occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re + o._occa_re, this_->_occa_im + o._occa_im);
}

_occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_sub_0(const _occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re - o._occa_re, this_->_occa_im - o._occa_im);
}

_occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_sub_1(const _occa__occa_std__complex_float *this_) {
  return _occa__occa_std__complex_float__complex(-this_->_occa_re, -this_->_occa_im);
}

_occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_mul_0(const _occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re * o._occa_re - this_->_occa_im * o._occa_im, this_->_occa_re * o._occa_im + this_->_occa_im * o._occa_re);
}

_occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_mul_1(const _occa__occa_std__complex_float *this_, const float s) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re * s, this_->_occa_im * s);
}

_occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_div_0(const _occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  const float d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
  return _occa__occa_std__complex_float__complex((this_->_occa_re * o._occa_re + this_->_occa_im * o._occa_im) / d, (this_->_occa_im * o._occa_re - this_->_occa_re * o._occa_im) / d);
}

_occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_div_1(const _occa__occa_std__complex_float *this_, const float s) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re / s, this_->_occa_im / s);
}

bool _occa__occa_std__complex_float__operator_eq(const _occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  return this_->_occa_re == o._occa_re && this_->_occa_im == o._occa_im;
}

bool _occa__occa_std__complex_float__operator_ne(const _occa__occa_std__complex_float *this_, const _occa__occa_std__complex_float o) {
  return this_->_occa_re != o._occa_re || this_->_occa_im != o._occa_im;
}

// Operators whose left operand is a scalar and right operand an object of a class template:
// std::complex<float>'s `s * z` (a function template outside the class, from the device
// subset where the target needs it), a user class template's namespace-level operator
// template `s + v`, and a friend operator defined in the class, `s * v`, for two instances.
struct _occa_V2_float {
  float x;
  float y;
};

_occa_V2_float _occa_V2_float__V2(float a, float b) {
  _occa_V2_float _occa_self = {0};
  _occa_V2_float *this_ = &_occa_self;
  this_->x = a;
  this_->y = b;
  return _occa_self;
}

_occa_V2_float _occa_operator_add_float(const float s, const _occa_V2_float v) {
  return _occa_V2_float__V2(s + v.x, s + v.y);
}

_occa_V2_float _occa_operator_mul_0(const float s, const _occa_V2_float v) {
  return _occa_V2_float__V2(s * v.x, s * v.y);
}

struct _occa_V2_int {
  int x;
  int y;
};

_occa_V2_int _occa_V2_int__V2(int a, int b) {
  _occa_V2_int _occa_self = {0};
  _occa_V2_int *this_ = &_occa_self;
  this_->x = a;
  this_->y = b;
  return _occa_self;
}

_occa_V2_int _occa_operator_add_int(const int s, const _occa_V2_int v) {
  return _occa_V2_int__V2(s + v.x, s + v.y);
}

_occa_V2_int _occa_operator_mul_1(const int s, const _occa_V2_int v) {
  return _occa_V2_int__V2(s * v.x, s * v.y);
}

extern "C" void scalarFirst(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *a, occa::modeMemory_t *outRe, occa::modeMemory_t *outIm, occa::modeMemory_t *outV, occa::modeMemory_t *outI) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, outRe, outIm, outV, outI);
    }
  }
}
