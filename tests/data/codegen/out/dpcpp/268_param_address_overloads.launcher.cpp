#include <occa/core/kernel.hpp>

// Addresses of by-value kernel parameters passed to helpers inside `@inner` loops: a helper
// taking `int *` writes through it (each work-item writes its own copy, as on a GPU), one
// taking `const int *` only reads (the argument stays uniform, so it may bound a regular loop
// around the next `@inner` loop), and an overload set with both (`C++` picks `int *` for `&m`
// of a non-`const` `m`, so it is a write).
void poke(int *p) {
  *p += 10;
}

int peek(const int *p) {
  return *p;
}

int twice(const int *p) {
  return 2 * *p;
}

int twice(int *p) {
  *p *= 2;
  return *p;
}

extern "C" void addressUses(occa::modeKernel_t **deviceKernels, int &n, int &m, occa::modeMemory_t *y, occa::modeMemory_t *z, occa::modeMemory_t *w) {
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, y, z, w);
    }
  }
}
