#include <occa/core/kernel.hpp>

// `@atomic` updates whose target is a call of a helper returning a reference: an lvalue, so
// OKL0560 accepts it (a helper returning a value is reported, tests/data/sema/err).
int &slotOf(int *a, int i) {
  return a[i];
}

extern "C" void atomicReferenceCall(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *hist) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, hist);
    }
  }
}
