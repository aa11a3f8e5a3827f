#include <occa/core/kernel.hpp>

// Tiled loops with non-unit steps, increasing and decreasing; the tile size comes from -DTILE.
extern "C" void tileStep(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *a, occa::modeMemory_t *b) {
  {
    const long long _occa_outer_x = (N - 0 + 8 * 2 - 1) / (8 * 2);
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, a, b);
    }
  }
  {
    const long long _occa_outer_x = (1 + (N - 1) - 0 + 4 * 3 - 1) / (4 * 3);
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(N, a, b);
    }
  }
}
