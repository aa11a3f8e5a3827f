#include <occa/core/kernel.hpp>

// Writes to by-value kernel parameters inside `@inner` loops. On GPU backends every work-item
// has its own copy of each parameter, initialised with the argument (CUDA/HIP/OpenCL kernel
// parameters are per-thread locals), so `scale *= 2` gives twice the argument in every item and
// `x += t` points each item at element t of its row. The host backends pass scalars by
// reference (spec §7: the trampoline passes addresses) and keep pointers as one shared
// variable, so the writes accumulate over all work-items (serial) or race between threads
// (OpenMP). Legacy OCCA prints the same host code; oklc copies the parameters per work-item.
extern "C" void paramWrites(occa::modeKernel_t **deviceKernels, const int &n, float &scale, int &bias, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, scale, bias, x, y);
    }
  }
}
