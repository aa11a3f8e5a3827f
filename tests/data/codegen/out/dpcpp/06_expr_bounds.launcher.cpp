#include <occa/core/kernel.hpp>

// Expression bounds: the iteration count of the outer loop is ((N - M - 1) - (M - 1) + 1) / 2.
extern "C" void exprBounds(occa::modeKernel_t **deviceKernels, const int &N, const int &M, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (N - M - 1 - (M - 1) + 2 - 1) / 2;
    const long long _occa_inner_x = (N - M - 1 - (M + 1) + 1 - 1) / 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, M, out);
    }
  }
}
