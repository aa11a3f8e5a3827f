#include <occa/core/kernel.hpp>

// Lambdas the way kernel authors use them: a lambda defined in the @outer body capturing kernel
// arguments by value, called from two @inner loops; in each @inner body a lambda capturing a
// @shared array by reference and returning a reference into it (a lambda in the @outer body
// may not name @shared data, OKL0532, docs/passes.md "Lambdas"); an immediately invoked lambda
// initialising a `const` local with a range-for over a local array; a closure factory (a
// lambda returning a capturing lambda); a `mutable` lambda with an init-capture and a
// by-reference capture; a generic lambda taking `auto &`.
extern "C" void lambdaStencil(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *u, occa::modeMemory_t *v, occa::modeMemory_t *counts) {
  {
    const long long _occa_outer_x = (n + 7) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, u, v, counts);
    }
  }
}
