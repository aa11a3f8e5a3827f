#include <occa/core/kernel.hpp>

// hipBone hipBoneAx (paranumal/hipBone okl/hipBoneAx.okl, MIT licence), the KERNEL_NUMBER == 0
// and 1 branches verbatim; the case builds KERNEL_NUMBER=1 (blocked): three @inner levels
// (p_NelementsPerBlk elements per group), a last group whose extra element slots are masked by
// an @exclusive element number, @exclusive register pencils filled under `if (es == 0)` /
// `if (r_e < Nelements)`, a regular k loop of three @inner nests preceded by a pragma only under
// `#if OCCA_USE_CUDA==1`, `#pragma unroll p_Nq` in the bodies, a padded @shared width from
// `#if p_Nq==16`, and element/gather indirection (elementList, GlobalToLocal with -1 holes).
// One edit: the blocked branch's geometric factors start at 0 (the original leaves them
// uninitialised in masked work-items, which g++ -Wall -Werror rejects as maybe-uninitialized).
/* Blocked version */
//padding for bank conflicts
extern "C" void hipBoneAx(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *elementList, occa::modeMemory_t *GlobalToLocal, occa::modeMemory_t *ggeo, occa::modeMemory_t *D, const double &lambda, occa::modeMemory_t *q, occa::modeMemory_t *Aq) {
  {
    const long long _occa_outer_x = (Nelements - 0 + 2 - 1) / 2;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 3;
    const long long _occa_inner_z = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, elementList, GlobalToLocal, ggeo, D, lambda, q, Aq);
    }
  }
}
