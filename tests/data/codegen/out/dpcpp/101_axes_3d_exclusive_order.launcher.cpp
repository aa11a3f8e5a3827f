#include <occa/core/kernel.hpp>

// A 3-D work-group with explicit axes: `@outer(2)`/`@outer(1)`/`@outer(0)` in nesting order,
// and three `@inner` nests that visit the same work-items in different loop orders
// (z-x-y, z-y-x and x-y-z by nesting). An `@exclusive` value written in the first nest must
// be read back by the same logical work-item (same axis indices) in the later nests, and a
// `@shared` 3-D tile is transposed through between them.
typedef float tile_t[2][3][4];

extern "C" void axes3dExclusive(occa::modeKernel_t **deviceKernels, const int &nbx, const int &nby, const int &nbz, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nbx - 0;
    const long long _occa_outer_y = nby - 0;
    const long long _occa_outer_z = nbz - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    const long long _occa_inner_z = 2;
    occa::dim outer, inner;
    outer.dims = 3;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    outer[2] = _occa_outer_z;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_outer_z > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nbx, nby, nbz, out);
    }
  }
}
