#include <occa/core/kernel.hpp>

// C++ in `@inner` bodies: a generic lambda (`auto` parameter) whose body defines and calls a
// second lambda capturing by copy, both reading an `@exclusive` value (the inner copy captures
// the lowered per-work-item storage and must still read this work-item's element); `if
// constexpr`; a function template taking a `const` reference to a `@shared` row; a ternary
// lvalue choosing between two `@exclusive` variables; `static_cast`; a comma in a regular
// loop's increment.
template <int N, typename T>
T rowDot(const T (&row)[N], const T *w) {
  T s = 0;
  for (int k = 0, j = N - 1; k < N; ++k, --j) {
    s += row[k] * w[j];
  }
  return s;
}

int _occa_nestedLambdas_outer_inner(int y, int x, int e) {
  return x * y + e;
}

auto _occa_nestedLambdas_outer(int x, int e, const int q) {
  return _occa_nestedLambdas_outer_inner(q, x, e) + _occa_nestedLambdas_outer_inner(1, x, e);
}

auto _occa_nestedLambdas_outer_2_inner(int y, long x, int e) {
  return x * y + e;
}

auto _occa_nestedLambdas_outer_2(long x, int e, const int q) {
  return _occa_nestedLambdas_outer_2_inner(q, x, e) + _occa_nestedLambdas_outer_2_inner(1, x, e);
}

extern "C" void nestedLambdas(occa::modeKernel_t **deviceKernels, const int &groups, occa::modeMemory_t *w, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 10;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(groups, w, out);
    }
  }
}
