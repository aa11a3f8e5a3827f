#include <occa/core/kernel.hpp>

// C++17 forms on `@exclusive` and `@shared` data inside `@inner` bodies: structured bindings
// of an `@exclusive` struct (by copy and by reference, writing through the reference), of a
// `@shared` array row (`auto &[a, b, c] = row`), `if` and `switch` with initialisers reading
// `@exclusive` values, range-`for` over an `@exclusive` array by reference and over a `@shared`
// row by value, a reference to an `@exclusive` element, copies of an `@exclusive` struct
// holding an array. The host rewrites each name into a per-work-item element.
struct Pair {
  int first;
  int second;
};

struct Box {
  int v[3];
};

extern "C" void cppBindings(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
}
