#include <occa/core/kernel.hpp>

// `constexpr` functions declared in namespaces as `@shared` extents and an `@inner` bound. g++
// accepts them; namespaces are printed as written, so oklc lowers their `constexpr` functions
// under qualified names for constant evaluation only. Inside such a function, names resolve
// from the innermost enclosing namespace outwards (`OFF` is `util::OFF`, `pad` in
// `util::deep` is `util::pad`), as in C++.
const int util__OFF = 1;

int util__pad(int n) {
  return n + util__OFF;
}

int util__deep__twice(int n) {
  return 2 * util__pad(n) - 2;
}

extern "C" void namespacedConstexpr(occa::modeKernel_t **deviceKernels, const int &groups, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(groups, out);
    }
  }
}
