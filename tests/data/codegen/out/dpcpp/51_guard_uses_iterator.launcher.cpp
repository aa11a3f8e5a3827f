#include <occa/core/kernel.hpp>

// @inner bodies that are a single `if (t < g)` whose bound g mentions the iterator itself: the
// condition is not monotone in t, so it must be evaluated for every iteration.
extern "C" void guardUsesIterator(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 16;
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
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y);
    }
  }
}
