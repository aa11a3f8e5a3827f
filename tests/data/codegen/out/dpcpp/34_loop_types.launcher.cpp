#include <occa/core/kernel.hpp>

// Non-int iterator and argument types.
extern "C" void loopTypes(occa::modeKernel_t **deviceKernels, const long &n, const double &scale, occa::modeMemory_t *c, occa::modeMemory_t *out, occa::modeMemory_t *idx) {
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, scale, c, out, idx);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, scale, c, out, idx);
    }
  }
}
