#include <occa/core/kernel.hpp>

// Basic element-wise kernel: trailing `; @outer` / `; @inner` form, bounds check inside @inner.
extern "C" void addVectors(occa::modeKernel_t **deviceKernels, const int &entries, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *ab) {
  {
    const long long _occa_outer_x = (entries + 15) / 16 - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(entries, a, b, ab);
    }
  }
}
