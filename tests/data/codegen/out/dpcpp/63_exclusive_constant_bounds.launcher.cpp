#include <occa/core/kernel.hpp>

// @exclusive with @inner bounds that are integer constant expressions written with constexpr
// globals, a const local and a `?:` of constants.
constexpr int BS = 8;

constexpr int CW = 4;

extern "C" void exclusiveConstantBounds(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y);
    }
  }
}
