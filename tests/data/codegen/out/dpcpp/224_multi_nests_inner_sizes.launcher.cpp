#include <occa/core/kernel.hpp>

// Five top-level `@outer` nests in one kernel whose work-groups differ in shape and size: 1-D of
// 16 with `@shared`/`@exclusive`, 2-D 3 x 5 with an `@exclusive` array and a 3-level nest
// reusing the names, a decreasing nest of run-time size under `@max_inner_dims`, and a tile.
extern "C" void multiNests(occa::modeKernel_t **deviceKernels, const int &n, const int &m, occa::modeMemory_t *x, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c, occa::modeMemory_t *d) {
  {
    const long long _occa_outer_x = (n - 0 + 16 - 1) / 16;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, x, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = 4;
    const long long _occa_inner_x = 5;
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
      kernel(n, m, x, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 1 + (m - 1) - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, x, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 7;
    const long long _occa_inner_y = 2;
    const long long _occa_inner_z = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, x, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, x, a, b, c, d);
    }
  }
}
