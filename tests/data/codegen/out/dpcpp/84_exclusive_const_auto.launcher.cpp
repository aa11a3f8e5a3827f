#include <occa/core/kernel.hpp>

// `@exclusive` declarations whose type is `const`-qualified or deduced (`auto`, from an
// expression and from a `const` parameter), each with the initializer that gives every
// work-item's copy its value (spec §15.4).
typedef const float cfloat_t;

extern "C" void exclusiveConstAuto(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y);
    }
  }
}
