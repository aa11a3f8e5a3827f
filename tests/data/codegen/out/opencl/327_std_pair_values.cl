
struct _occa__occa_std__pair_float_float {
  float first;
  float second;
};

struct _occa__occa_std__pair_float_float _occa__occa__occa_std__pair_float_float__pair_0() {
  struct _occa__occa_std__pair_float_float _occa_self = {0};
  return _occa_self;
}

struct _occa__occa_std__pair_float_float _occa__occa__occa_std__pair_float_float__pair_1(const float a, const float b) {
  struct _occa__occa_std__pair_float_float _occa_self = {0};
  struct _occa__occa_std__pair_float_float *this_ = &_occa_self;
  this_->first = a;
  this_->second = b;
  return _occa_self;
}

// std::pair as a helper's return type and as kernel locals: built with a brace list, with a
// functional cast `std::pair<int, float>(...)` and with std::make_pair; read through
// `.first` / `.second` and a structured binding; a pointer to a pair in a @shared array of
// pairs.
inline struct _occa__occa_std__pair_float_float minMax(float a, float b) {
  return a < b ? _occa__occa__occa_std__pair_float_float__pair_1(a, b) : _occa__occa__occa_std__pair_float_float__pair_1(b, a);
}

struct _occa__occa_std__pair_int_float {
  int first;
  float second;
};

struct _occa__occa_std__pair_int_float _occa__occa__occa_std__pair_int_float__pair_0() {
  struct _occa__occa_std__pair_int_float _occa_self = {0};
  return _occa_self;
}

struct _occa__occa_std__pair_int_float _occa__occa__occa_std__pair_int_float__pair_1(const int a, const float b) {
  struct _occa__occa_std__pair_int_float _occa_self = {0};
  struct _occa__occa_std__pair_int_float *this_ = &_occa_self;
  this_->first = a;
  this_->second = b;
  return _occa_self;
}

struct _occa__occa_std__pair_int_int {
  int first;
  int second;
};

struct _occa__occa_std__pair_int_int _occa__occa__occa_std__pair_int_int__pair_0() {
  struct _occa__occa_std__pair_int_int _occa_self = {0};
  return _occa_self;
}

struct _occa__occa_std__pair_int_int _occa__occa__occa_std__pair_int_int__pair_1(const int a, const int b) {
  struct _occa__occa_std__pair_int_int _occa_self = {0};
  struct _occa__occa_std__pair_int_int *this_ = &_occa_self;
  this_->first = a;
  this_->second = b;
  return _occa_self;
}

inline struct _occa__occa_std__pair_int_int _occa_std__make_pair_int_int(int a, int b) {
  return _occa__occa__occa_std__pair_int_int__pair_1(a, b);
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_pairs_0(const int n, __global const float *x, __global float *span, __global int *tag) {
  __local struct _occa__occa_std__pair_int_float s_p[8];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int i = b * 8 + t;
      s_p[t] = _occa__occa__occa_std__pair_int_float__pair_1(i, i < n ? x[i] : 0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const int i = b * 8 + t;
      if (i < n) {
        __local const struct _occa__occa_std__pair_int_float *q = &s_p[(t + 1) % 8];
        const struct _occa__occa_std__pair_float_float _occa_lo_hi = minMax(s_p[t].second, q->second);
        struct _occa__occa_std__pair_int_int ids = _occa_std__make_pair_int_int(s_p[t].first, q->first);
        span[i] = _occa_lo_hi.second - _occa_lo_hi.first;
        tag[i] = ids.first * 100 + ids.second;
      }
    }
  }
}
