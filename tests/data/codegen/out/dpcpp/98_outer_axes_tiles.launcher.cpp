#include <occa/core/kernel.hpp>

// Several `@outer` dimensions: a tile whose block and element loops are both `@outer`
// around a tile whose loops are both `@inner`; explicit `@outer(1)` / `@outer(0)` with a
// tile split into `@outer(0)` and `@inner(1)` around two `@inner(0)` loops, with `@shared` and
// `@exclusive` data declared between `@outer(1)` and the tile's `@outer(0)` block loop.
extern "C" void outerAxesTiles(occa::modeKernel_t **deviceKernels, const int &n, const int &m, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 4;
    const long long _occa_outer_y = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = (m - 0 + 3 - 1) / 3;
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
      kernel(n, m, out);
    }
  }
  {
    const long long _occa_outer_x = (m - 0 + 2 * 2 - 1) / (2 * 2);
    const long long _occa_outer_y = n - 0;
    const long long _occa_inner_x = 2;
    const long long _occa_inner_y = 2;
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
      kernel(n, m, out);
    }
  }
}
