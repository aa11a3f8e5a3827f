#include <occa/core/kernel.hpp>

// Two nested tiled loops: expands to @outer @outer @inner @inner (spec 4.5).
extern "C" void nestedTiles(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *src, occa::modeMemory_t *a) {
  {
    const long long _occa_outer_x = (N - 0 + 8 - 1) / 8;
    const long long _occa_outer_y = (N - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 8;
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
      kernel(N, src, a);
    }
  }
}
