#include <occa/core/kernel.hpp>

// 3-D grids built from tiles on several axes: nested @tile(.., @outer(k), @inner(k)) pairs
// whose block loops are hoisted above the element loops (spec 4.5); a 3-D @outer grid with a
// @tile(.., @outer(1), @outer(0)) and a 3-D @inner nest with a @tile(.., @inner(1), @inner(0))
// around a @shared volume read transposed by a second nest; a decreasing stepped
// @tile(.., @inner, @inner) in the body of a tile-produced @inner loop; a tile whose block
// loop is @outer(2) in the body of a tile's @outer(0) element loop.
extern "C" void tiles3dNested(occa::modeKernel_t **deviceKernels, const int &nz, const int &ny, const int &nx, occa::modeMemory_t *in, occa::modeMemory_t *out, occa::modeMemory_t *vol, occa::modeMemory_t *sums) {
  {
    const long long _occa_outer_x = (nx - 0 + 4 * 2 - 1) / (4 * 2);
    const long long _occa_outer_y = (1 + (ny - 1) - 0 + 3 - 1) / 3;
    const long long _occa_outer_z = (nz - 0 + 2 - 1) / 2;
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
      kernel(nz, ny, nx, in, out, vol, sums);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_outer_y = 2;
    const long long _occa_outer_z = 2;
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
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nz, ny, nx, in, out, vol, sums);
    }
  }
  {
    const long long _occa_outer_x = (nz * ny - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 6;
    const long long _occa_inner_y = (1 + (nx - 1) - 0 + 6 * 3 - 1) / (6 * 3);
    const long long _occa_inner_z = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(nz, ny, nx, in, out, vol, sums);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_outer_y = (nz - 0 + 2 - 1) / 2;
    const long long _occa_outer_z = (ny * nx - 0 + 5 - 1) / 5;
    const long long _occa_inner_x = 5;
    occa::dim outer, inner;
    outer.dims = 3;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    outer[2] = _occa_outer_z;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_outer_z > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(nz, ny, nx, in, out, vol, sums);
    }
  }
}
