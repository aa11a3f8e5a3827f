#include <occa/core/kernel.hpp>

// @exclusive sized by @max_inner_dims(8, 4) with runtime 2-D inner extents that differ between
// nests (nx x ny, then ny x nx with swapped axes), and an @exclusive declared inside a regular loop
// between the @outer and the @inner loops.
extern "C" void exclusiveRuntimeExtents(occa::modeKernel_t **deviceKernels, const int &nB, const int &nx, const int &ny, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    long long _occa_inner_x = nx - 0;
    {
      for (int r = 0; r < 2; ++r) {
        const long long count = nx - r - 0;
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    long long _occa_inner_y = ny - 0;
    {
      const long long count = 1 + (ny - 1) - 0;
      if (count > _occa_inner_y) _occa_inner_y = count;
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, nx, ny, x, y);
    }
  }
}
