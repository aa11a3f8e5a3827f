#include <occa/core/kernel.hpp>

// References and pointers to `@exclusive` variables taken inside `@inner` bodies: `float &`
// and `const float &` to a scalar, a pointer to the start of an `@exclusive` array, a pointer
// to one of its elements, and writes through all of them.
extern "C" void exclusiveAliases(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, y);
    }
  }
}
