
struct _occa__occa_std__array_float_4 {
  float _occa_elems[4ul];
};

float *_occa__occa__occa_std__array_float_4__operator_index_0(struct _occa__occa_std__array_float_4 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const float _occa__occa__occa_std__array_float_4__operator_index_1(const struct _occa__occa_std__array_float_4 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

float *_occa__occa__occa_std__array_float_4__data_0(struct _occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems;
}

const float *_occa__occa__occa_std__array_float_4__data_1(const struct _occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems;
}

float *_occa__occa__occa_std__array_float_4__begin_0(struct _occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems;
}

const float *_occa__occa__occa_std__array_float_4__begin_1(const struct _occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems;
}

float *_occa__occa__occa_std__array_float_4__end_0(struct _occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems + 4ul;
}

const float *_occa__occa__occa_std__array_float_4__end_1(const struct _occa__occa_std__array_float_4 *this_) {
  return this_->_occa_elems + 4ul;
}

unsigned long _occa__occa_std__array_float_4__size(const struct _occa__occa_std__array_float_4 *this_) {
  return 4ul;
}

// std::array as kernel locals and helper parameters: declared with `{}` and with a brace list,
// an array of arrays (`std::array<std::array<float, 2>, 3>`, its `>>` split), passed by const
// reference to a helper whose return type is a std::array, sized through `.size()` and
// `sizeof(std::array<float, 4>)`, and built in an expression (`std::array<int, 3>{...}`).
inline struct _occa__occa_std__array_float_4 powers(float v) {
  struct _occa__occa_std__array_float_4 p = {};
  *_occa__occa__occa_std__array_float_4__operator_index_0(&p, 0) = 1.0f;
  for (size_t j = 1; j < _occa__occa_std__array_float_4__size(&p); ++j) {
    *_occa__occa__occa_std__array_float_4__operator_index_0(&p, j) = *_occa__occa__occa_std__array_float_4__operator_index_0(&p, j - 1) * v;
  }
  return p;
}

inline float dot4(const struct _occa__occa_std__array_float_4 a, const struct _occa__occa_std__array_float_4 b) {
  float s = 0.0f;
  for (int j = 0; j < 4; ++j) {
    s += _occa__occa__occa_std__array_float_4__operator_index_1(&a, j) * _occa__occa__occa_std__array_float_4__operator_index_1(&b, j);
  }
  return s;
}

struct _occa__occa_std__array_float_2 {
  float _occa_elems[2ul];
};

float *_occa__occa__occa_std__array_float_2__operator_index_0(struct _occa__occa_std__array_float_2 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const float _occa__occa__occa_std__array_float_2__operator_index_1(const struct _occa__occa_std__array_float_2 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

float *_occa__occa__occa_std__array_float_2__data_0(struct _occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems;
}

const float *_occa__occa__occa_std__array_float_2__data_1(const struct _occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems;
}

float *_occa__occa__occa_std__array_float_2__begin_0(struct _occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems;
}

const float *_occa__occa__occa_std__array_float_2__begin_1(const struct _occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems;
}

float *_occa__occa__occa_std__array_float_2__end_0(struct _occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems + 2ul;
}

const float *_occa__occa__occa_std__array_float_2__end_1(const struct _occa__occa_std__array_float_2 *this_) {
  return this_->_occa_elems + 2ul;
}

unsigned long _occa__occa_std__array_float_2__size(const struct _occa__occa_std__array_float_2 *this_) {
  return 2ul;
}

struct _occa__occa_std__array__occa_std_array_float_2_3 {
  struct _occa__occa_std__array_float_2 _occa_elems[3ul];
};

struct _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__operator_index_0(struct _occa__occa_std__array__occa_std_array_float_2_3 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const struct _occa__occa_std__array_float_2 _occa__occa__occa_std__array__occa_std_array_float_2_3__operator_index_1(const struct _occa__occa_std__array__occa_std_array_float_2_3 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

struct _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__data_0(struct _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems;
}

const struct _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__data_1(const struct _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems;
}

struct _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__begin_0(struct _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems;
}

const struct _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__begin_1(const struct _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems;
}

struct _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__end_0(struct _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems + 3ul;
}

const struct _occa__occa_std__array_float_2 *_occa__occa__occa_std__array__occa_std_array_float_2_3__end_1(const struct _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return this_->_occa_elems + 3ul;
}

unsigned long _occa__occa_std__array__occa_std_array_float_2_3__size(const struct _occa__occa_std__array__occa_std_array_float_2_3 *this_) {
  return 3ul;
}

struct _occa__occa_std__array_int_3 {
  int _occa_elems[3ul];
};

int *_occa__occa__occa_std__array_int_3__operator_index_0(struct _occa__occa_std__array_int_3 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const int _occa__occa__occa_std__array_int_3__operator_index_1(const struct _occa__occa_std__array_int_3 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

int *_occa__occa__occa_std__array_int_3__data_0(struct _occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems;
}

const int *_occa__occa__occa_std__array_int_3__data_1(const struct _occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems;
}

int *_occa__occa__occa_std__array_int_3__begin_0(struct _occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems;
}

const int *_occa__occa__occa_std__array_int_3__begin_1(const struct _occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems;
}

int *_occa__occa__occa_std__array_int_3__end_0(struct _occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems + 3ul;
}

const int *_occa__occa__occa_std__array_int_3__end_1(const struct _occa__occa_std__array_int_3 *this_) {
  return this_->_occa_elems + 3ul;
}

unsigned long _occa__occa_std__array_int_3__size(const struct _occa__occa_std__array_int_3 *this_) {
  return 3ul;
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_polyEval_0(const int n, __global const float *x, __global const float *coef, __global float *y, __global int *w) {
  {
    int _occa_tiled_i = 0 + (16 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        struct _occa__occa_std__array_float_4 c = {coef[0], coef[1], coef[2], coef[3]};
        const struct _occa__occa_std__array_float_4 p = powers(x[i]);
        struct _occa__occa_std__array__occa_std_array_float_2_3 m = {};
        for (int r = 0; r < 3; ++r) {
          *_occa__occa__occa_std__array_float_2__operator_index_0(&*_occa__occa__occa_std__array__occa_std_array_float_2_3__operator_index_0(&m, r), 0) = r * x[i];
          *_occa__occa__occa_std__array_float_2__operator_index_0(&*_occa__occa__occa_std__array__occa_std_array_float_2_3__operator_index_0(&m, r), 1) = r + 1.0f;
        }
        y[i] = dot4(c, p) + *_occa__occa__occa_std__array_float_2__operator_index_0(&*_occa__occa__occa_std__array__occa_std_array_float_2_3__operator_index_0(&m, 2), 0) * *_occa__occa__occa_std__array_float_2__operator_index_0(&*_occa__occa__occa_std__array__occa_std_array_float_2_3__operator_index_0(&m, 1), 1);
        const int words = sizeof(struct _occa__occa_std__array_float_4) / sizeof(float);
        w[i] = words + *_occa__occa__occa_std__array_int_3__operator_index_0(&(__private struct _occa__occa_std__array_int_3){i, 2 * i, 3}, 1) + (int)_occa__occa_std__array_float_4__size(&c);
      }
    }
  }
}
