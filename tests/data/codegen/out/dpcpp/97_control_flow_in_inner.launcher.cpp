#include <occa/core/kernel.hpp>

// Control flow inside `@inner` bodies that must stay per work-item: `continue` and `break` in
// regular `for`, `while` and `do` loops, a `continue` inside a `switch` (it continues the
// enclosing regular loop), `switch` statements nested in `switch` cases, and
// `@exclusive` values updated on those paths and read in a later `@inner` loop.
extern "C" void controlFlowInInner(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
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
