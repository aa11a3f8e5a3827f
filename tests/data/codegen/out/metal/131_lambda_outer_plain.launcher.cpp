#include <occa/core/kernel.hpp>

// Lambdas defined in the `@outer` body (outside the `@inner` loops) that touch no `@exclusive`
// variable: they capture the block index and a local by reference, get the `@shared` array as
// an argument (naming it in a lambda defined out here would use it outside an `@inner` loop,
// OKL0532, as for any other statement there) and are called on both sides of a barrier.
void _occa_lambdaOuterPlain_load(float *s, int t, const float scale, const float *x, int b) {
  s[t] = scale * x[b * 8 + t];
}

float _occa_lambdaOuterPlain_mirror(const float *s, int t) {
  return s[7 - t];
}

extern "C" void lambdaOuterPlain(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
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
