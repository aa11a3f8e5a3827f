#include <occa/core/kernel.hpp>

// `@tile` with a step known only at run time: the element loop of a tile runs exactly the
// tile size's iterations whatever the step (its launch size and `__launch_bounds__` are the
// tile size, as in legacy OCCA), and every index of the range is visited once. Also nested
// tiles on explicit axes, `@tile(4, @outer(0), @inner(0))` around
// `@tile(4, @inner(1), @inner(2))`, with checks and 64-bit iterators.
extern "C" void tileRuntimeStepLaunch(occa::modeKernel_t **deviceKernels, const int &n, const long &m, const long &s, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (n + 16 - (n - 8) + 4 * (n / 16 + 1) - 1) / (4 * (n / 16 + 1));
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, s, x, y);
    }
  }
  {
    const long long _occa_outer_x = (m - 0 + 4 * s - 1) / (4 * s);
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = (m + 3 - 1 + 4 * s - 1) / (4 * s);
    const long long _occa_inner_z = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, s, x, y);
    }
  }
}
