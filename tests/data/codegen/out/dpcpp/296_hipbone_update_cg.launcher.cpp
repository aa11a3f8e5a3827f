#include <occa/core/kernel.hpp>

// hipBone updateCG_1 (paranumal/hipBone libs/core/okl/linearSolverUpdateCG.okl, MIT licence)
// verbatim: r -= alpha Ap with a per-group partial sum of r.r, each work-item walking a grid-
// strided `while` loop over its own entries, then a @shared tree reduction written as one-line
// `@inner` loops with an `if` body, its 512 and 256 steps under `#if p_blockSize>512/256`
// (built with p_blockSize=1024, so every step runs), the last step writing the group's sum.
// WARNING: p_blockSize must be a power of 2
extern "C" void updateCG_1(occa::modeKernel_t **deviceKernels, const int &N, const int &Nblocks, occa::modeMemory_t *Ap, const double &alpha, occa::modeMemory_t *r, occa::modeMemory_t *redr) {
  {
    const long long _occa_outer_x = Nblocks - 0;
    const long long _occa_inner_x = 1024;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, Nblocks, Ap, alpha, r, redr);
    }
  }
}
