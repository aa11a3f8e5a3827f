#include <occa/core/kernel.hpp>

// Compile-time dispatch as HPC libraries write it: a templated kernel whose non-type parameter
// is a scoped enumeration (instantiated with `Layout::ColMajor`), a primary class template left
// undefined and two explicit specializations with `static constexpr` member functions chosen by
// it, a class template accumulator with an `explicit` constructor, `= default` default
// constructor, `operator+=`, a conversion operator and a `friend` free function, kept as
// @exclusive state across @inner loops; a `using` member type alias through `typename`, and a
// `@shared` vector sized by the second non-type parameter.
enum class Layout {
  RowMajor = 0,
  ColMajor = 1
};
constexpr Layout Layout__RowMajor = Layout::RowMajor; constexpr Layout Layout__ColMajor = Layout::ColMajor;

struct _occa_Accum_double {
  double sum_ = double(0);
  int terms_ = 0;
};

_occa_Accum_double _occa_Accum_double__Accum(double start) {
  _occa_Accum_double _occa_self = {.sum_ = (double)0, .terms_ = 0};
  _occa_Accum_double *this_ = &_occa_self;
  this_->sum_ = start;
  this_->terms_ = 0;
  return _occa_self;
}

void _occa_Accum_double__operator_add_assign(_occa_Accum_double *this_, double v) {
  this_->sum_ += v;
  ++this_->terms_;
  return;
}

double _occa_Accum_double__operator_to_double(const _occa_Accum_double *this_) {
  return this_->sum_;
}

int termsOf(const _occa_Accum_double a) {
  return a.terms_;
}

struct _occa_Index_1 {
};

static int _occa_Index_1__at(int r, int c, int ld) {
  return c * ld + r;
}

extern "C" void matVec_1_4(occa::modeKernel_t **deviceKernels, const int &nMats, occa::modeMemory_t *A, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *terms) {
  {
    const long long _occa_outer_x = nMats - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nMats, A, x, y, terms);
    }
  }
}
