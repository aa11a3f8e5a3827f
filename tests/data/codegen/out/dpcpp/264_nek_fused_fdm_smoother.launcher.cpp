#include <occa/core/kernel.hpp>

// nekRS fusedFDM_v0 (src/elliptic/kernels/fusedFDM.okl, the p_restrict = 0 build): the Schwarz
// smoother's fast-diagonalisation solve on one extended element per work-group, verbatim. Two
// @shared 3-D work volumes pass through 2-D @inner nests without axis numbers whose iterators
// change roles from nest to nest ((j, i) in a regular k loop with `@barrier()` at its top, then
// (k, j), (k, i), (j, i), (i, j) with the transposed loop order), `#pragma unroll` without a count
// on regular loops inside the @inner bodies, and an @exclusive `element` written only in the
// first nest (inside the regular k loop) and read by every later nest.
extern "C" void fusedFDM_v0(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *elementList, occa::modeMemory_t *Su, occa::modeMemory_t *S_x, occa::modeMemory_t *S_y, occa::modeMemory_t *S_z, occa::modeMemory_t *inv_L, occa::modeMemory_t *u) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, elementList, Su, S_x, S_y, S_z, inv_L, u);
    }
  }
}
