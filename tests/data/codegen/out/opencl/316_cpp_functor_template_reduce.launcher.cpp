#include <occa/core/kernel.hpp>

// A generic block reduction templated on a functor class, as a library author writes one
// kernel for several reductions: functors with `operator()`, a `using value_type` member, a
// `static constexpr` identity and a `static` transform; a CRTP base whose member function
// template folds through `static_cast<const Derived &>(*this)`; `Op{}(a, b)` on a brace
// temporary in an @inner body; a defaulted non-type template parameter as the @shared extent
// and @inner bound. Two instantiations (class arguments `MaxAbs` and `SumSq`) are executed.
struct MaxAbs : BinaryOp<MaxAbs> {
  using value_type = float;
  static constexpr value_type identity() {
    return 0.0f;
  }
  static value_type transform(value_type x) {
    return x < 0 ? -x : x;
  }
  value_type operator()(value_type a, value_type b) const {
    return a < b ? b : a;
  }
};

struct SumSq : BinaryOp<SumSq> {
  using value_type = double;
  static constexpr value_type identity() {
    return 0.0;
  }
  static value_type transform(value_type x) {
    return x * x;
  }
  value_type operator()(value_type a, value_type b) const {
    return a + b;
  }
};

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
