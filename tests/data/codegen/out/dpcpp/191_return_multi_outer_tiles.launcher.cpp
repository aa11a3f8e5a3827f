#include <occa/core/kernel.hpp>

// Three @outer loops in one kernel, each with its own `return` handling: a `@tile(4, @inner,
// @inner)` loop whose work-items return from a `while` loop, followed by a 4 x 4 @inner nest
// (the same work-items: tile index ty, element tx; the last two are outside the tiled range);
// a 2-D nest whose innermost body returns from a `for` inside a `switch`, with an @exclusive
// array and a @shared array filled before; and a uniform return (every
// work-item alike, from a @shared value) inside a regular loop, with statements of the @outer
// body between the @inner loops that must stop once the group has returned.
extern "C" void multiOuter(occa::modeKernel_t **deviceKernels, const int &groups, occa::modeMemory_t *x, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c, occa::modeMemory_t *trace) {
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(groups, x, a, b, c, trace);
    }
  }
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(groups, x, a, b, c, trace);
    }
  }
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(groups, x, a, b, c, trace);
    }
  }
}
