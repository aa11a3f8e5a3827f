#include <occa/core/kernel.hpp>

#include <array>

struct _occa__occa_std__array_float_4 {
  float _occa_elems[4ul];
};

float *_occa__occa__occa_std__array_float_4__operator_index_0(_occa__occa_std__array_float_4 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const float _occa__occa__occa_std__array_float_4__operator_index_1(const _occa__occa_std__array_float_4 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

float *_occa__occa__occa_std__array_float_4__data_0(_occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems;
}

const float *_occa__occa__occa_std__array_float_4__data_1(const _occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems;
}

float *_occa__occa__occa_std__array_float_4__begin_0(_occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems;
}

const float *_occa__occa__occa_std__array_float_4__begin_1(const _occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems;
}

float *_occa__occa__occa_std__array_float_4__end_0(_occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems + 4ul;
}

const float *_occa__occa__occa_std__array_float_4__end_1(const _occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems + 4ul;
}

unsigned long _occa__occa_std__array_float_4__size(const _occa__occa_std__array_float_4 *this_) {
  return 4ul;
}

// std::array as kernel locals and helper parameters: declared with `{}` and with a brace list,
// an array of arrays (`std::array<std::array<float, 2>, 3>`, its `>>` split), passed by const
// reference to a helper whose return type is a std::array, sized through `.size()` and
// `sizeof(std::array<float, 4>)`, and built in an expression (`std::array<int, 3>{...}`).
inline _occa__occa_std__array_float_4 powers(float v) {
  _occa__occa_std__array_float_4 p = {};
  *_occa__occa__occa_std__array_float_4__operator_index_0(&p, 0) = 1.0f;
  for (size_t j = 1; j < _occa__occa_std__array_float_4__size(&p); ++j) {
    *_occa__occa__occa_std__array_float_4__operator_index_0(&p, j) = *_occa__occa__occa_std__array_float_4__operator_index_0(&p, j - 1) * v;
  }
  return p;
}

inline float dot4(const _occa__occa_std__array_float_4 a, const _occa__occa_std__array_float_4 b) {
  float s = 0.0f;
  for (int j = 0; j < 4; ++j) {
    s += _occa__occa__occa_std__array_float_4__operator_index_1(&a, j) * _occa__occa__occa_std__array_float_4__operator_index_1(&b, j);
  }
  return s;
}

struct _occa__occa_std__array_float_2 {
  float _occa_elems[2ul];
};

float *_occa__occa__occa_std__array_float_2__operator_index_0(_occa__occa_std__array_float_2 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const float _occa__occa__occa_std__array_float_2__operator_index_1(const _occa__occa_std__array_float_2 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

float *_occa__occa__occa_std__array_float_2__data_0(_occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems;
}

const float *_occa__occa__occa_std__array_float_2__data_1(const _occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems;
}

float *_occa__occa__occa_std__array_float_2__begin_0(_occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems;
}

const float *_occa__occa__occa_std__array_float_2__begin_1(const _occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems;
}

float *_occa__occa__occa_std__array_float_2__end_0(_occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems + 2ul;
}

const float *_occa__occa__occa_std__array_float_2__end_1(const _occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems + 2ul;
}

unsigned long _occa__occa_std__array_float_2__size(const _occa__occa_std__array_float_2 *this_) {
  return 2ul;
}

struct _occa__occa_std__array__occa_std_array_float_2_3 {
  _occa__occa_std__array_float_2 _occa_elems[3ul];
};

_occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__operator_index_0(_occa__occa_std__array__occa_std_array_float_2_3 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const _occa__occa_std__array_float_2 _occa__occa__occa_std__array__occa_std_array_float_2_3__operator_index_1(const _occa__occa_std__array__occa_std_array_float_2_3 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

_occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__data_0(_occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems;
}

const _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__data_1(const _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems;
}

_occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__begin_0(_occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems;
}

const _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__begin_1(const _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems;
}

_occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__end_0(_occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems + 3ul;
}

const _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__end_1(const _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems + 3ul;
}

unsigned long _occa__occa_std__array__occa_std_array_float_2_3__size(const _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return 3ul;
}

struct _occa__occa_std__array_int_3 {
  int _occa_elems[3ul];
};

int *_occa__occa__occa_std__array_int_3__operator_index_0(_occa__occa_std__array_int_3 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const int _occa__occa__occa_std__array_int_3__operator_index_1(const _occa__occa_std__array_int_3 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

int *_occa__occa__occa_std__array_int_3__data_0(_occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems;
}

const int *_occa__occa__occa_std__array_int_3__data_1(const _occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems;
}

int *_occa__occa__occa_std__array_int_3__begin_0(_occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems;
}

const int *_occa__occa__occa_std__array_int_3__begin_1(const _occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems;
}

int *_occa__occa__occa_std__array_int_3__end_0(_occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems + 3ul;
}

const int *_occa__occa__occa_std__array_int_3__end_1(const _occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems + 3ul;
}

unsigned long _occa__occa_std__array_int_3__size(const _occa__occa_std__array_int_3 *this_) {
  return 3ul;
}

extern "C" void polyEval(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *coef, occa::modeMemory_t *y, occa::modeMemory_t *w) {
  {
    const long long _occa_outer_x = (n - 0 + 16 - 1) / 16;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, coef, y, w);
    }
  }
}
