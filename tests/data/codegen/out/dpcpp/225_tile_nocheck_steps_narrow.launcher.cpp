#include <occa/core/kernel.hpp>

// `@tile` with `check=false` over ranges the tile divides exactly: `+= 2` with `<=`, `-= 3`
// with `>=`, `i -= 1` down-counting with the iterator on the right (`0 < i`), `+= 4` over
// `long`; and checked tiles over narrow unsigned iterators whose last tile reaches below zero
// (`unsigned char g -= 10` down to 10, `unsigned short s -= 7` down to 10) or past the top
// (`unsigned char u += 3` up to 250), with an `@exclusive`
// counter in the element loop of an `@outer`-only tile.
extern "C" void tileSteps(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c, occa::modeMemory_t *d) {
  {
    const long long _occa_outer_x = 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = 6;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = (n - 0 + 8 * 1 - 1) / (8 * 1);
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = 9;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d);
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
      occa::kernel kernel(deviceKernels[5]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = 11;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[6]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d);
    }
  }
}
