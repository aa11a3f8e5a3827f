#include <occa/core/kernel.hpp>

// Types declared inside function bodies (C++ block scope): `typedef` and `using` aliases
// (one used as the OKL loop iterators' type, one shadowed by an inner block's alias of another
// type), named and unnamed structs, a named enum in a helper and an unnamed one whose
// enumerators size a `@shared` array and bound `@inner` loops, an `@exclusive` variable of a
// local struct type, and `decltype` of an `@exclusive` member.
float weight(int i) {
  typedef float real;
  struct Acc {
    real sum;
    int n;
  };
  enum Mode { PLAIN, DOUBLED };
  Acc a = {0.0f, 0};
  Mode m = i % 2 ? DOUBLED : PLAIN;
  for (int k = 0; k <= i % 3; ++k) {
    a.sum += (real)k;
    ++a.n;
  }
  return m == DOUBLED ? 2.0f * a.sum : a.sum + a.n;
}

extern "C" void localTypes(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out, occa::modeMemory_t *tag) {
  [[maybe_unused]] typedef int idx;
  using real [[maybe_unused]] = float;
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, out, tag);
    }
  }
}
