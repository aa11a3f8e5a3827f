#include <occa/core/kernel.hpp>

// `static_assert` in a kernel body and in an @inner body, also naming a template parameter:
// passed to the C++ compiler as at file scope (it was rejected as "a type declaration").
const int TILE = 8;

extern "C" void fillScaled_float(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (n - 0 + TILE - 1) / TILE;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y);
    }
  }
}
