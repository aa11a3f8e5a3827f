#include <occa/core/kernel.hpp>

#include <array>
#include <complex>

struct _occa__occa_std__complex_double {
  double _occa_re;
  double _occa_im;
};

inline double _occa_std__norm_double(const _occa__occa_std__complex_double z) {
  return z._occa_re * z._occa_re + z._occa_im * z._occa_im;
}

inline double _occa_std__real_double(const _occa__occa_std__complex_double z) {
  return z._occa_re;
}

_occa__occa_std__complex_double _occa__occa_std__complex_double__complex(double re, double im) {
  _occa__occa_std__complex_double _occa_self = {0};
  _occa__occa_std__complex_double *this_ = &_occa_self;
  this_->_occa_re = re;
  this_->_occa_im = im;
  return _occa_self;
}

inline _occa__occa_std__complex_double _occa_std__conj_double(const _occa__occa_std__complex_double z) {
  return _occa__occa_std__complex_double__complex(z._occa_re, -z._occa_im);
}

double _occa__occa_std__complex_double__real(const _occa__occa_std__complex_double *this_) {
  return this_->_occa_re;
}

double _occa__occa_std__complex_double__imag(const _occa__occa_std__complex_double *this_) {
  return this_->_occa_im;
}

void _occa__occa_std__complex_double__operator_add_assign(_occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  this_->_occa_re += o._occa_re;
  this_->_occa_im += o._occa_im;
  return;
}

void _occa__occa_std__complex_double__operator_sub_assign(_occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  this_->_occa_re -= o._occa_re;
  this_->_occa_im -= o._occa_im;
  return;
}

void _occa__occa_std__complex_double__operator_mul_assign(_occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  const double re = this_->_occa_re * o._occa_re - this_->_occa_im * o._occa_im;
  this_->_occa_im = this_->_occa_re * o._occa_im + this_->_occa_im * o._occa_re;
  this_->_occa_re = re;
  return;
}

void _occa__occa_std__complex_double__operator_div_assign(_occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  const double d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
  const double re = (this_->_occa_re * o._occa_re + this_->_occa_im * o._occa_im) / d;
  this_->_occa_im = (this_->_occa_im * o._occa_re - this_->_occa_re * o._occa_im) / d;
  this_->_occa_re = re;
  return;
}

_occa__occa_std__complex_double _occa__occa_std__complex_double__operator_add(const _occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re + o._occa_re, this_->_occa_im + o._occa_im);
}

_occa__occa_std__complex_double _occa__occa_std__complex_double__operator_add_by_value(const _occa__occa_std__complex_double _occa_self, const _occa__occa_std__complex_double o) {
  return _occa__occa_std__complex_double__operator_add(&_occa_self, o);
}

_occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_sub_0(const _occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re - o._occa_re, this_->_occa_im - o._occa_im);
}

_occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_sub_1(const _occa__occa_std__complex_double *this_) {
  return _occa__occa_std__complex_double__complex(-this_->_occa_re, -this_->_occa_im);
}

_occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_mul_0(const _occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re * o._occa_re - this_->_occa_im * o._occa_im, this_->_occa_re * o._occa_im + this_->_occa_im * o._occa_re);
}

_occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_mul_1(const _occa__occa_std__complex_double *this_, const double s) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re * s, this_->_occa_im * s);
}

_occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_div_0(const _occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  const double d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
  return _occa__occa_std__complex_double__complex((this_->_occa_re * o._occa_re + this_->_occa_im * o._occa_im) / d, (this_->_occa_im * o._occa_re - this_->_occa_re * o._occa_im) / d);
}

_occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_div_1(const _occa__occa_std__complex_double *this_, const double s) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re / s, this_->_occa_im / s);
}

bool _occa__occa_std__complex_double__operator_eq(const _occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  return this_->_occa_re == o._occa_re && this_->_occa_im == o._occa_im;
}

bool _occa__occa_std__complex_double__operator_ne(const _occa__occa_std__complex_double *this_, const _occa__occa_std__complex_double o) {
  return this_->_occa_re != o._occa_re || this_->_occa_im != o._occa_im;
}

// std::complex<double> locals in an @inner body: a functional cast, a braced initializer, a
// helper taking and returning complex values, std::norm / std::conj / std::real through
// argument-dependent calls, and std::complex<double> as a template argument of std::array.
inline _occa__occa_std__complex_double step(const _occa__occa_std__complex_double z, const _occa__occa_std__complex_double c) {
  return _occa__occa_std__complex_double__operator_add_by_value(_occa__occa__occa_std__complex_double__operator_mul_0(&z, z), c);
}

struct _occa__occa_std__array__occa_std_complex_double_2 {
  _occa__occa_std__complex_double _occa_elems[2ul];
};

_occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__operator_index_0(_occa__occa_std__array__occa_std_complex_double_2 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const _occa__occa_std__complex_double _occa__occa__occa_std__array__occa_std_complex_double_2__operator_index_1(const _occa__occa_std__array__occa_std_complex_double_2 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

_occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__data_0(_occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

const _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__data_1(const _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

_occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__begin_0(_occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

const _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__begin_1(const _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

_occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__end_0(_occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems + 2ul;
}

const _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__end_1(const _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems + 2ul;
}

unsigned long _occa__occa_std__array__occa_std_complex_double_2__size(const _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return 2ul;
}

extern "C" void mandelStep(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *re, occa::modeMemory_t *im, occa::modeMemory_t *outRe, occa::modeMemory_t *outIm, occa::modeMemory_t *mag) {
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
      kernel(n, re, im, outRe, outIm, mag);
    }
  }
}
