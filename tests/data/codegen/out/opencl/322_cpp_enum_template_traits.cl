// Compile-time dispatch as HPC libraries write it: a templated kernel whose non-type parameter
// is a scoped enumeration (instantiated with `Layout::ColMajor`), a primary class template left
// undefined and two explicit specializations with `static constexpr` member functions chosen by
// it, a class template accumulator with an `explicit` constructor, `= default` default
// constructor, `operator+=`, a conversion operator and a `friend` free function, kept as
// @exclusive state across @inner loops; a `using` member type alias through `typename`, and a
// `@shared` vector sized by the second non-type parameter.
enum Layout {
  Layout__RowMajor = 0,
  Layout__ColMajor = 1
};

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
struct _occa_Accum_double {
  double sum_;
  int terms_;
};

struct _occa_Accum_double _occa_Accum_double__Accum(double start) {
  struct _occa_Accum_double _occa_self = {.sum_ = (double)0, .terms_ = 0};
  struct _occa_Accum_double *this_ = &_occa_self;
  this_->sum_ = start;
  this_->terms_ = 0;
  return _occa_self;
}

void _occa_Accum_double__operator_add_assign(struct _occa_Accum_double *this_, double v) {
  this_->sum_ += v;
  ++this_->terms_;
  return;
}

double _occa_Accum_double__operator_to_double(const struct _occa_Accum_double *this_) {
  return this_->sum_;
}

int termsOf(const struct _occa_Accum_double a) {
  return a.terms_;
}

struct _occa_Index_1 {
};

static int _occa_Index_1__at(int r, int c, int ld) {
  return c * ld + r;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_matVec_1_4_0(const int nMats, __global const double *A, __global const double *x, __global double *y, __global int *terms) {
  __local double s_x[4];
  {
    int m = 0 + get_group_id(0);
    struct _occa_Accum_double acc = {.sum_ = (double)0, .terms_ = 0};
    {
      int r = 0 + get_local_id(0);
      s_x[r] = x[m * 4 + r];
      acc = _occa_Accum_double__Accum(0.5 * r);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int r = 0 + get_local_id(0);
      for (int c = 0; c < 4; ++c) {
        const double a = A[m * 4 * 4 + _occa_Index_1__at(r, c, 4)];
        if (a != 0.0) {
          _occa_Accum_double__operator_add_assign(&acc, a * s_x[c]);
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int r = 0 + get_local_id(0);
      const double total = _occa_Accum_double__operator_to_double(&acc);
      y[m * 4 + r] = total;
      terms[m * 4 + r] = termsOf(acc);
    }
  }
}
