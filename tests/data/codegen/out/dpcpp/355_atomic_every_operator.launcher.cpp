#include <occa/core/kernel.hpp>

// @atomic on every operator form over computed indices, as a particle-binning kernel would
// use them: += and -= counts, prefix and postfix ++/--, *= on unsigned products (wrapping, so
// the result is the same in any order), |=, &= and ^= masks, and 64-bit sums.
extern "C" void binParticles(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *key, occa::modeMemory_t *cnt, occa::modeMemory_t *prod, occa::modeMemory_t *bits, occa::modeMemory_t *sums) {
  {
    const long long _occa_outer_x = (N - 0 + 16 - 1) / 16;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, key, cnt, prod, bits, sums);
    }
  }
}
