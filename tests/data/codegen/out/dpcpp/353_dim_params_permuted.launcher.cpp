#include <occa/core/kernel.hpp>

// @dim/@dimOrder on kernel parameters in 3-D with `-D` extents and a run-time extent, in three
// different orders, read and written, plus a row-major 2-D operator: a nekRS-style per-element
// tensor contraction that also stores a permuted copy of its input.
extern "C" void permuteFields(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *M, occa::modeMemory_t *u, occa::modeMemory_t *v, occa::modeMemory_t *w) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, M, u, v, w);
    }
  }
}
