#include <occa/core/kernel.hpp>

// Decreasing tile and an attribute-less @tile inside an @inner body.
extern "C" void tileDecreasing(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *a) {
  {
    const long long _occa_outer_x = (1 + N - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, a);
    }
  }
}
