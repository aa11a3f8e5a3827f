#include <occa/core/kernel.hpp>

// An `@outer` iterator written inside an `@inner` body, and an outer `@inner` iterator
// written inside a nested `@inner` body. On a GPU each work-item has its own copy of both
// (each computes them from its group and thread index), so `b += t` gives work-item t the
// value b + t and nothing else changes. The host keeps one copy per `@outer` iteration (per
// row of work-items for `y`), so the writes accumulate over the work-items.
extern "C" void outerIteratorInInner(occa::modeKernel_t **deviceKernels, occa::modeMemory_t *out, occa::modeMemory_t *out2) {
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
      kernel(out, out2);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(out, out2);
    }
  }
}
