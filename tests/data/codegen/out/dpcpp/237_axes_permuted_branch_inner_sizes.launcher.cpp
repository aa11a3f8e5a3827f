#include <occa/core/kernel.hpp>

// A 3-D `@outer` grid written in the order `@outer(1)`, `@outer(2)`, `@outer(0)` with non-zero
// starts and steps (up by 2, down by 3, up by 1 from -2); below it an `if` on the outer
// iterators chooses between two 2-D `@inner` nests of different shapes (4 x 3 and 2 x 6, axes
// written `@inner(0)` outside `@inner(1)` in one branch), both writing the same `@exclusive`
// and `@shared` variables that a later common nest reads. The work-group is 4 x 6 (per-axis
// maxima); in each group only the items of the taken branch write.
extern "C" void permutedAxes(occa::modeKernel_t **deviceKernels, const int &nx, const int &ny, const int &nz, occa::modeMemory_t *out, occa::modeMemory_t *groups) {
  {
    const long long _occa_outer_x = nx - -2;
    const long long _occa_outer_y = (ny - 1 + 2 - 1) / 2;
    const long long _occa_outer_z = (nz - 0 + 3 - 1) / 3;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 6;
    occa::dim outer, inner;
    outer.dims = 3;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    outer[2] = _occa_outer_z;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_outer_z > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nx, ny, nz, out, groups);
    }
  }
}
