#include <occa/core/kernel.hpp>

// Decreasing OKL loops: `i >= 0; --i` and `j > 0; j--`.
extern "C" void decreasingLoops(occa::modeKernel_t **deviceKernels, const int &N, const int &M, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = 1 + (N - 1) - 0;
    const long long _occa_inner_x = M - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, M, x, y);
    }
  }
}
