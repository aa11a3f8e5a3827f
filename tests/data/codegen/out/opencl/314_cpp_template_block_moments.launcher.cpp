#include <occa/core/kernel.hpp>

// A templated kernel whose non-type parameters are the @inner bound, the tree-reduction width
// and @shared extents (one through a namespaced `constexpr` function), checked by a
// `static_assert` on a `constexpr` predicate; a class template with constructors and
// `operator[]`/`operator*=` overloads as @exclusive state, `if constexpr` on a template
// parameter inside an @inner body, and a function template whose non-type parameter has a
// default placed before a deduced type parameter.
int cfg__padded(int n) {
  return n % 2 == 0 ? n + 1 : n;
}

bool cfg__isPow2(int n) {
  return n > 0 && (n & (n - 1)) == 0;
}

// namespace cfg
inline double _occa_ipow_2_double(double x) {
  double r = (double)1;
  for (int k = 0; k < 2; ++k) {
    r *= x;
  }
  return r;
}

inline double _occa_ipow_3_double(double x) {
  double r = (double)1;
  for (int k = 0; k < 3; ++k) {
    r *= x;
  }
  return r;
}

struct _occa_Powers_double_3 {
  double v[3];
};

_occa_Powers_double_3 _occa__occa_Powers_double_3__Powers_0() {
  _occa_Powers_double_3 _occa_self = {0};
  return _occa_self;
}

_occa_Powers_double_3 _occa__occa_Powers_double_3__Powers_1(double x) {
  _occa_Powers_double_3 _occa_self = {0};
  _occa_Powers_double_3 *this_ = &_occa_self;
  double p = x;
  for (int k = 0; k < 3; ++k) {
    this_->v[k] = p;
    p *= x;
  }
  return _occa_self;
}

double *_occa__occa_Powers_double_3__operator_index_0(_occa_Powers_double_3 *this_, int k) {
  return &this_->v[k];
}

const double _occa__occa_Powers_double_3__operator_index_1(const _occa_Powers_double_3 *this_, int k) {
  return this_->v[k];
}

void _occa_Powers_double_3__operator_mul_assign(_occa_Powers_double_3 *this_, double s) {
  for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
    double *e = &this_->v[_occa_i];
    {
      *e *= s;
    }
  }
  return;
}

extern "C" void blockMoments_double_8_3(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *moments, occa::modeMemory_t *peak) {
  {
    const long long _occa_outer_x = (n + 8 - 1) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, moments, peak);
    }
  }
}
