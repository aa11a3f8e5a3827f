#include <occa/core/kernel.hpp>

// Barrier spellings where nekRS-style kernels put them: `@nobarrier` next to `@inner` on one
// loop, `@barrier("warp")` between `@inner` loops and inside an `@inner` body, `@barrier;` and
// `@barrier();` between `@inner` loops inside a regular loop that `continue`s, in `if`/`else`
// branches, and in a `do`/`while` loop; an `@exclusive` accumulator runs through all of them.
extern "C" void barrierForms(occa::modeKernel_t **deviceKernels, const int &nb, const int &rounds, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, rounds, x, y);
    }
  }
}
