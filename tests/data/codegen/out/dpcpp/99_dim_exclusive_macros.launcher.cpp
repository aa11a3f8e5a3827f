#include <occa/core/kernel.hpp>

// `@dim` produced by macros on `@exclusive` arrays (alone and with `@dimOrder`), through an
// array typedef that carries `@dim`, and on a parameter with a 3-D `@dimOrder`: the `@dim`
// accessor and the `@exclusive` rewrite must compose (per-work-item row, then the linear
// index inside it).
typedef float qmat_t[3 * 3];

extern "C" void dimExclusiveMacros(occa::modeKernel_t **deviceKernels, const int &nE, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nE - 0;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nE, in, out);
    }
  }
}
