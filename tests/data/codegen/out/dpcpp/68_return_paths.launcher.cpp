#include <occa/core/kernel.hpp>

// `return` ends one work-item inside an @inner loop and one work-group in an @outer body outside
// the @inner loops. The work-items and groups that return come first in sequential order, from
// inside a regular loop, from a `switch`, from an outer @inner level and from a tile.
extern "C" void returnPaths(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *skip, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c) {
  {
    const long long _occa_outer_x = 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, skip, a, b, c);
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 5;
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
      kernel(n, skip, a, b, c);
    }
  }
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, skip, a, b, c);
    }
  }
}
