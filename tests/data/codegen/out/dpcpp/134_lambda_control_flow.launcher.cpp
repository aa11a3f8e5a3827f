#include <occa/core/kernel.hpp>

// Control flow inside lambdas in an `@inner` body: `return` is the lambda's own (not the
// work-item's), `break` and `continue` belong to a loop inside the lambda, a generic `auto`
// parameter, a nested lambda that updates an `@exclusive` array, and an `@atomic` block.
extern "C" void lambdaControl(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *count) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y, count);
    }
  }
}
