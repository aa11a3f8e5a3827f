#include <occa/core/kernel.hpp>

// An `@inner` iterator written through a helper's non-`const` reference parameter
// (`advance(t)`): on a GPU each work-item walks its own copy in steps of 4, so every element
// below `n` is written once. The host must copy the iterator per work-item, as for a direct
// write (case 245); a `const` reference parameter (`peek(t)`) is a read and leaves the loop as
// it is.
void advance(int &t) {
  t += 4;
}

int peek(const int &t) {
  return t;
}

extern "C" void iteratorByHelper(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *a, occa::modeMemory_t *b) {
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
      kernel(n, a, b);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b);
    }
  }
}
