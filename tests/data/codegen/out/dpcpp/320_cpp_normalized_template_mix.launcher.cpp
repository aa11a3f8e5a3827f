#include <occa/core/kernel.hpp>

// The normalised `[[okl_...("(args)")]]` spelling mixed with `@` attributes in a templated
// kernel: `[[okl_kernel("")]]` after the template header, a non-type template parameter
// inside an attribute string (`[[okl_tile("(TS,@outer,@inner,check=true)")]]`), a
// `[[okl_restrict("")]]` parameter, `[[okl_outer("(0)")]]` before the `for` and `@inner` in a
// header, `[[okl_shared("")]]` sized by the template parameter next to `@exclusive`,
// `[[okl_exclusive("")]]`, an explicit `[[okl_barrier("(\"local\")")]];`, `[[okl_inner("(0)")]]`
// in a loop header, and `[[okl_atomic("")]]` beside `@atomic`.
extern "C" void tiledNeighbour_8_float(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *counts) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, counts);
    }
  }
  {
    const long long _occa_outer_x = (n + 8 - 1) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, counts);
    }
  }
}
