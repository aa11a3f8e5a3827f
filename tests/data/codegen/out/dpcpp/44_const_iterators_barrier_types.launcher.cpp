#include <occa/core/kernel.hpp>

// Iterators declared `const` (OCCA's own examples do this; on a GPU each work-item computes
// them once) and the legacy barrier types "local" and "global" (libParanumal writes them).
extern "C" void reverseBlocks(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (n + 15) / 16 - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, in, out);
    }
  }
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, in, out);
    }
  }
}
