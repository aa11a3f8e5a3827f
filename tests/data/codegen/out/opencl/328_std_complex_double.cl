
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
struct _occa__occa_std__complex_double {
  double _occa_re;
  double _occa_im;
};

inline double _occa_std__norm_double(const struct _occa__occa_std__complex_double z) {
  return z._occa_re * z._occa_re + z._occa_im * z._occa_im;
}

inline double _occa_std__real_double(const struct _occa__occa_std__complex_double z) {
  return z._occa_re;
}

struct _occa__occa_std__complex_double _occa__occa_std__complex_double__complex(double re, double im) {
  struct _occa__occa_std__complex_double _occa_self = {0};
  struct _occa__occa_std__complex_double *this_ = &_occa_self;
  this_->_occa_re = re;
  this_->_occa_im = im;
  return _occa_self;
}

inline struct _occa__occa_std__complex_double _occa_std__conj_double(const struct _occa__occa_std__complex_double z) {
  return _occa__occa_std__complex_double__complex(z._occa_re, -z._occa_im);
}

double _occa__occa_std__complex_double__real(const struct _occa__occa_std__complex_double *this_) {
  return this_->_occa_re;
}

double _occa__occa_std__complex_double__imag(const struct _occa__occa_std__complex_double *this_) {
  return this_->_occa_im;
}

void _occa__occa_std__complex_double__operator_add_assign(struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  this_->_occa_re += o._occa_re;
  this_->_occa_im += o._occa_im;
  return;
}

void _occa__occa_std__complex_double__operator_sub_assign(struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  this_->_occa_re -= o._occa_re;
  this_->_occa_im -= o._occa_im;
  return;
}

void _occa__occa_std__complex_double__operator_mul_assign(struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  const double re = this_->_occa_re * o._occa_re - this_->_occa_im * o._occa_im;
  this_->_occa_im = this_->_occa_re * o._occa_im + this_->_occa_im * o._occa_re;
  this_->_occa_re = re;
  return;
}

void _occa__occa_std__complex_double__operator_div_assign(struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  const double d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
  const double re = (this_->_occa_re * o._occa_re + this_->_occa_im * o._occa_im) / d;
  this_->_occa_im = (this_->_occa_im * o._occa_re - this_->_occa_re * o._occa_im) / d;
  this_->_occa_re = re;
  return;
}

struct _occa__occa_std__complex_double _occa__occa_std__complex_double__operator_add(const struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re + o._occa_re, this_->_occa_im + o._occa_im);
}

struct _occa__occa_std__complex_double _occa__occa_std__complex_double__operator_add_by_value(const struct _occa__occa_std__complex_double _occa_self, const struct _occa__occa_std__complex_double o) {
  return _occa__occa_std__complex_double__operator_add(&_occa_self, o);
}

struct _occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_sub_0(const struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re - o._occa_re, this_->_occa_im - o._occa_im);
}

struct _occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_sub_1(const struct _occa__occa_std__complex_double *this_) {
  return _occa__occa_std__complex_double__complex(-this_->_occa_re, -this_->_occa_im);
}

struct _occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_mul_0(const struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re * o._occa_re - this_->_occa_im * o._occa_im, this_->_occa_re * o._occa_im + this_->_occa_im * o._occa_re);
}

struct _occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_mul_1(const struct _occa__occa_std__complex_double *this_, const double s) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re * s, this_->_occa_im * s);
}

struct _occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_div_0(const struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  const double d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
  return _occa__occa_std__complex_double__complex((this_->_occa_re * o._occa_re + this_->_occa_im * o._occa_im) / d, (this_->_occa_im * o._occa_re - this_->_occa_re * o._occa_im) / d);
}

struct _occa__occa_std__complex_double _occa__occa__occa_std__complex_double__operator_div_1(const struct _occa__occa_std__complex_double *this_, const double s) {
  return _occa__occa_std__complex_double__complex(this_->_occa_re / s, this_->_occa_im / s);
}

bool _occa__occa_std__complex_double__operator_eq(const struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  return this_->_occa_re == o._occa_re && this_->_occa_im == o._occa_im;
}

bool _occa__occa_std__complex_double__operator_ne(const struct _occa__occa_std__complex_double *this_, const struct _occa__occa_std__complex_double o) {
  return this_->_occa_re != o._occa_re || this_->_occa_im != o._occa_im;
}

// std::complex<double> locals in an @inner body: a functional cast, a braced initializer, a
// helper taking and returning complex values, std::norm / std::conj / std::real through
// argument-dependent calls, and std::complex<double> as a template argument of std::array.
inline struct _occa__occa_std__complex_double step(const struct _occa__occa_std__complex_double z, const struct _occa__occa_std__complex_double c) {
  return _occa__occa_std__complex_double__operator_add_by_value(_occa__occa__occa_std__complex_double__operator_mul_0(&z, z), c);
}

struct _occa__occa_std__array__occa_std_complex_double_2 {
  struct _occa__occa_std__complex_double _occa_elems[2ul];
};

struct _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__operator_index_0(struct _occa__occa_std__array__occa_std_complex_double_2 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const struct _occa__occa_std__complex_double _occa__occa__occa_std__array__occa_std_complex_double_2__operator_index_1(const struct _occa__occa_std__array__occa_std_complex_double_2 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

struct _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__data_0(struct _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

const struct _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__data_1(const struct _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

struct _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__begin_0(struct _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

const struct _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__begin_1(const struct _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

struct _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__end_0(struct _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems + 2ul;
}

const struct _occa__occa_std__complex_double *_occa__occa__occa_std__array__occa_std_complex_double_2__end_1(const struct _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return this_->_occa_elems + 2ul;
}

unsigned long _occa__occa_std__array__occa_std_complex_double_2__size(const struct _occa__occa_std__array__occa_std_complex_double_2 *this_) {
  return 2ul;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_mandelStep_0(const int n, __global const double *re, __global const double *im, __global double *outRe, __global double *outIm, __global double *mag) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        const struct _occa__occa_std__complex_double c = _occa__occa_std__complex_double__complex(re[i], im[i]);
        struct _occa__occa_std__complex_double z = _occa__occa_std__complex_double__complex(0.25, -0.5);
        struct _occa__occa_std__array__occa_std_complex_double_2 hist = {};
        for (int k = 0; k < 2; ++k) {
          z = step(z, c);
          *_occa__occa__occa_std__array__occa_std_complex_double_2__operator_index_0(&hist, k) = _occa_std__conj_double(z);
        }
        outRe[i] = _occa_std__real_double(*_occa__occa__occa_std__array__occa_std_complex_double_2__operator_index_0(&hist, 1));
        outIm[i] = _occa__occa_std__complex_double__imag(&*_occa__occa__occa_std__array__occa_std_complex_double_2__operator_index_0(&hist, 1));
        mag[i] = _occa_std__norm_double(*_occa__occa__occa_std__array__occa_std_complex_double_2__operator_index_0(&hist, 0));
      }
    }
  }
}
