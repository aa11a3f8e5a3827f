#include <occa/core/kernel.hpp>

// Macro-generated flat sums of 900 terms (generated kernels, e.g. unrolled quadrature, write
// such chains): one as a value, one as the extent of a `@shared` array. The trees are about
// 900 levels deep, below the parser's limit of 1024, so both must be accepted, folded and
// printed whole.
extern "C" void longFlatSum(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *w, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (N - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, w, out);
    }
  }
}
