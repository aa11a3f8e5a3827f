#include <occa/core/kernel.hpp>

// Explicit axes in the C++ spelling on a 2-D grid of groups with 3-D groups, a warp barrier in
// the normalised form with its string argument escaped inside the attribute string, and a
// `@shared` cube read back in reversed order.
extern "C" void reverseCubes(occa::modeKernel_t **deviceKernels, const int &Nx, const int &Ny, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = Nx - 0;
    const long long _occa_outer_y = Ny - 0;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 3;
    const long long _occa_inner_z = 3;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nx, Ny, in, out);
    }
  }
}
