#include <occa/core/kernel.hpp>

// `@simd_length` and `@max_inner_dims` together on the outermost `@outer` loop, runtime
// `@inner` extents with `@exclusive` scalars and arrays (sized by `@max_inner_dims`), and
// a pragma line injected with `@directive` before a regular loop in an `@inner` body (the same
// pragma right before an `@inner` loop is known bug 182).
extern "C" void simdDirectives(occa::modeKernel_t **deviceKernels, const int &nG, const int &w, occa::modeMemory_t *a, occa::modeMemory_t *b) {
  {
    const long long _occa_outer_x = nG - 0;
    const long long _occa_inner_x = w - 0;
    const long long _occa_inner_y = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nG, w, a, b);
    }
  }
}
