#include <occa/core/kernel.hpp>

// `@tile(n, @outer, @inner)` nested inside another @outer loop, directly and through a regular
// loop and an `if`, with a second @inner level below the tile's element loop.
extern "C" void tileInOuter(occa::modeKernel_t **deviceKernels, const int &NB, const int &M, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = (M - 0 + 4 - 1) / 4;
    const long long _occa_outer_y = NB - 0;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(NB, M, x, y, z);
    }
  }
  {
    const long long _occa_outer_x = (1 + (M - 1) - 0 + 3 - 1) / 3;
    const long long _occa_outer_y = 1 + NB - 1;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(NB, M, x, y, z);
    }
  }
}
