#include <occa/core/kernel.hpp>

// Several top-level @outer nests with negative and non-zero starts, a 2-D @outer nest with a
// decreasing stepped axis, @inner loops with negative starts, and @shared/@exclusive data.
extern "C" void outerNegativeStarts(occa::modeKernel_t **deviceKernels, const int &lo, const int &hi, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z, occa::modeMemory_t *w) {
  {
    const long long _occa_outer_x = hi - lo;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, x, y, z, w);
    }
  }
  {
    const long long _occa_outer_x = 4;
    const long long _occa_outer_y = (hi - lo + 2 - 1) / 2;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, x, y, z, w);
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, x, y, z, w);
    }
  }
}
