
struct _occa__occa_std__complex_float {
  float _occa_re;
  float _occa_im;
};

struct _occa__occa_std__complex_float _occa__occa_std__complex_float__complex(float re, float im) {
  struct _occa__occa_std__complex_float _occa_self = {0};
  struct _occa__occa_std__complex_float *this_ = &_occa_self;
  this_->_occa_re = re;
  this_->_occa_im = im;
  return _occa_self;
}

inline struct _occa__occa_std__complex_float _occa_std__operator_mul_float(const float s, const struct _occa__occa_std__complex_float a) {
  return _occa__occa_std__complex_float__complex(s * a._occa_re, s * a._occa_im);
}

float _occa__occa_std__complex_float__real(const struct _occa__occa_std__complex_float *this_) {
  return this_->_occa_re;
}

float _occa__occa_std__complex_float__imag(const struct _occa__occa_std__complex_float *this_) {
  return this_->_occa_im;
}

void _occa__occa_std__complex_float__operator_add_assign(struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
  this_->_occa_re += o._occa_re;
  this_->_occa_im += o._occa_im;
  return;
}

void _occa__occa_std__complex_float__operator_sub_assign(struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
  this_->_occa_re -= o._occa_re;
  this_->_occa_im -= o._occa_im;
  return;
}

void _occa__occa_std__complex_float__operator_mul_assign(struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
  const float re = this_->_occa_re * o._occa_re - this_->_occa_im * o._occa_im;
  this_->_occa_im = this_->_occa_re * o._occa_im + this_->_occa_im * o._occa_re;
  this_->_occa_re = re;
  return;
}

void _occa__occa_std__complex_float__operator_div_assign(struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
  const float d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
  const float re = (this_->_occa_re * o._occa_re + this_->_occa_im * o._occa_im) / d;
  this_->_occa_im = (this_->_occa_im * o._occa_re - this_->_occa_re * o._occa_im) / d;
  this_->_occa_re = re;
  return;
}

struct _occa__occa_std__complex_float _occa__occa_std__complex_float__operator_add(const struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re + o._occa_re, this_->_occa_im + o._occa_im);
}

struct _occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_sub_0(const struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re - o._occa_re, this_->_occa_im - o._occa_im);
}

struct _occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_sub_1(const struct _occa__occa_std__complex_float *this_) {
  return _occa__occa_std__complex_float__complex(-this_->_occa_re, -this_->_occa_im);
}

struct _occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_mul_0(const struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re * o._occa_re - this_->_occa_im * o._occa_im, this_->_occa_re * o._occa_im + this_->_occa_im * o._occa_re);
}

struct _occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_mul_1(const struct _occa__occa_std__complex_float *this_, const float s) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re * s, this_->_occa_im * s);
}

struct _occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_div_0(const struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
  const float d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
  return _occa__occa_std__complex_float__complex((this_->_occa_re * o._occa_re + this_->_occa_im * o._occa_im) / d, (this_->_occa_im * o._occa_re - this_->_occa_re * o._occa_im) / d);
}

struct _occa__occa_std__complex_float _occa__occa__occa_std__complex_float__operator_div_1(const struct _occa__occa_std__complex_float *this_, const float s) {
  return _occa__occa_std__complex_float__complex(this_->_occa_re / s, this_->_occa_im / s);
}

bool _occa__occa_std__complex_float__operator_eq(const struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
  return this_->_occa_re == o._occa_re && this_->_occa_im == o._occa_im;
}

bool _occa__occa_std__complex_float__operator_ne(const struct _occa__occa_std__complex_float *this_, const struct _occa__occa_std__complex_float o) {
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

struct _occa_V2_float _occa_V2_float__V2(float a, float b) {
  struct _occa_V2_float _occa_self = {0};
  struct _occa_V2_float *this_ = &_occa_self;
  this_->x = a;
  this_->y = b;
  return _occa_self;
}

struct _occa_V2_float _occa_operator_add_float(const float s, const struct _occa_V2_float v) {
  return _occa_V2_float__V2(s + v.x, s + v.y);
}

struct _occa_V2_float _occa_operator_mul_0(const float s, const struct _occa_V2_float v) {
  return _occa_V2_float__V2(s * v.x, s * v.y);
}

struct _occa_V2_int {
  int x;
  int y;
};

struct _occa_V2_int _occa_V2_int__V2(int a, int b) {
  struct _occa_V2_int _occa_self = {0};
  struct _occa_V2_int *this_ = &_occa_self;
  this_->x = a;
  this_->y = b;
  return _occa_self;
}

struct _occa_V2_int _occa_operator_add_int(const int s, const struct _occa_V2_int v) {
  return _occa_V2_int__V2(s + v.x, s + v.y);
}

struct _occa_V2_int _occa_operator_mul_1(const int s, const struct _occa_V2_int v) {
  return _occa_V2_int__V2(s * v.x, s * v.y);
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_scalarFirst_0(const int n, __global const float *a, __global float *outRe, __global float *outIm, __global float *outV, __global int *outI) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        const struct _occa__occa_std__complex_float z = _occa__occa_std__complex_float__complex(a[i], 1.0f - a[i]);
        const struct _occa__occa_std__complex_float w = _occa_std__operator_mul_float(2.0f, z);
        const struct _occa__occa_std__complex_float u = _occa__occa__occa_std__complex_float__operator_mul_1(&z, 0.5f);
        outRe[i] = _occa__occa_std__complex_float__real(&w) + _occa__occa_std__complex_float__real(&u);
        outIm[i] = _occa__occa_std__complex_float__imag(&w) - _occa__occa_std__complex_float__imag(&u);
        const struct _occa_V2_float v = _occa_V2_float__V2(a[i], 3.0f);
        const struct _occa_V2_float p = _occa_operator_add_float(1.5f, v);
        const struct _occa_V2_float q = _occa_operator_mul_0(2.0f, p);
        outV[i] = q.x + q.y;
        const struct _occa_V2_int vi = _occa_V2_int__V2(i, -i);
        const struct _occa_V2_int qi = _occa_operator_mul_1(3, _occa_operator_add_int(2, vi));
        outI[i] = qi.x * 10 + qi.y;
      }
    }
  }
}
