#include <occa/core/kernel.hpp>

// Explicit axes that do not follow the nesting order.
extern "C" void swappedAxes(occa::modeKernel_t **deviceKernels, const int &NB, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_y = NB - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(NB, out);
    }
  }
}
