#include <occa/core/kernel.hpp>

// A generic block reduction templated on a functor class, as a library author writes one
// kernel for several reductions: functors with `operator()`, a `using value_type` member, a
// `static constexpr` identity and a `static` transform; a CRTP base whose member function
// template folds through `static_cast<const Derived &>(*this)`; `Op{}(a, b)` on a brace
// temporary in an @inner body; a defaulted non-type template parameter as the @shared extent
// and @inner bound. Two instantiations (class arguments `MaxAbs` and `SumSq`) are executed.
struct _occa_BinaryOp_MaxAbs {
};

typedef float MaxAbs__value_type;

struct MaxAbs {
  _occa_BinaryOp_MaxAbs _occa_base;
};

static MaxAbs__value_type MaxAbs__identity() {
  return 0.0f;
}

static MaxAbs__value_type MaxAbs__transform(MaxAbs__value_type x) {
  return x < 0 ? -x : x;
}

MaxAbs__value_type MaxAbs__operator_call(const MaxAbs *this_, MaxAbs__value_type a, MaxAbs__value_type b) {
  return a < b ? b : a;
}

float _occa_BinaryOp_MaxAbs__fold_float(const _occa_BinaryOp_MaxAbs *this_, const float *v, int n) {
  float r = MaxAbs__identity();
  for (int k = 0; k < n; ++k) {
    r = MaxAbs__operator_call(&*(const MaxAbs *)&*this_, r, v[k]);
  }
  return r;
}

struct _occa_BinaryOp_SumSq {
};

typedef double SumSq__value_type;

struct SumSq {
  _occa_BinaryOp_SumSq _occa_base;
};

static SumSq__value_type SumSq__identity() {
  return 0.0;
}

static SumSq__value_type SumSq__transform(SumSq__value_type x) {
  return x * x;
}

SumSq__value_type SumSq__operator_call(const SumSq *this_, SumSq__value_type a, SumSq__value_type b) {
  return a + b;
}

double _occa_BinaryOp_SumSq__fold_double(const _occa_BinaryOp_SumSq *this_, const double *v, int n) {
  double r = SumSq__identity();
  for (int k = 0; k < n; ++k) {
    r = SumSq__operator_call(&*(const SumSq *)&*this_, r, v[k]);
  }
  return r;
}

extern "C" void blockReduce_float_MaxAbs_16(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (n + 2 * 16 - 1) / (2 * 16) - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, out);
    }
  }
}

extern "C" void blockReduce_double_SumSq_8(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (n + 2 * 8 - 1) / (2 * 8) - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, out);
    }
  }
}
