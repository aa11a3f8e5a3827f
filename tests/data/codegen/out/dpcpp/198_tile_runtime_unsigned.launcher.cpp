#include <occa/core/kernel.hpp>

#include <cstddef>

// Run-time tile sizes of unsigned type (`const unsigned` and `size_t` kernel arguments) over
// loops that cross zero: `t < _occa_tiled_t + ts` would compare unsigned (and skip the tile
// that straddles zero), so the size is converted to the iterator's type as for constants.
extern "C" void tileRuntimeUnsigned(occa::modeKernel_t **deviceKernels, const int &nb, const unsigned int &ts, const size_t &tl, occa::modeMemory_t *up, occa::modeMemory_t *down) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = ts;
    const long long _occa_inner_y = (11 - -5 + (int)ts - 1) / (int)ts;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, ts, tl, up, down);
    }
  }
  {
    const long long _occa_outer_x = (1 + 9 - -6 + (int)tl - 1) / (int)tl;
    const long long _occa_inner_x = tl;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nb, ts, tl, up, down);
    }
  }
}
