#include <occa/core/kernel.hpp>

// A nekRS-style block dot product whose work-group shape is a run-time nx x ny under
// `@max_inner_dims(p_maxNx, p_maxNy)`: `@nobarrier` on the register-loading nest (the next nest
// reads only the work-item's own @exclusive registers), a tree reduction in a regular loop whose
// nests run in the transposed order with explicit axes and `@barrier()` at the top, and a last
// nest marked `@nobarrier` reading the reduced value and the registers. @exclusive arrays of
// p_K entries per work-item (`#pragma unroll p_K`) and an @exclusive base index survive all
// nests; the @outer bound depends on the run-time extents.
extern "C" void blockedDotRuntime(occa::modeKernel_t **deviceKernels, const int &N, const int &nx, const int &ny, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *blockDot, occa::modeMemory_t *scaled) {
  {
    const long long _occa_outer_x = (N + 3 * nx * ny - 1) / (3 * nx * ny) - 0;
    const long long _occa_inner_x = nx - 0;
    const long long _occa_inner_y = ny - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, nx, ny, x, y, blockDot, scaled);
    }
  }
}
