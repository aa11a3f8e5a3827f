#include <occa/core/kernel.hpp>

// A nekRS-style blocked stiffness kernel (the shape of `ellipticPartialAxHex3D` with
// `p_NblockV` elements per work-group): `p_` macros built from each other, `@shared` arrays
// sized by macro products, `@exclusive` register arrays along k written in one section and
// read in later ones, a regular k loop around two barrier-separated `@inner` nests, `#pragma
// unroll p_Nq`, an `@inner(2)` level over the elements of the block with a guard for the
// last, partial block, and `dlong`/`dfloat` typedefs. p_Nq = 5 (odd), so no size divides.
typedef int dlong;

typedef double dfloat;

extern "C" void nekBlockedAx(occa::modeKernel_t **deviceKernels, const dlong &Nelements, occa::modeMemory_t *elementList, occa::modeMemory_t *ggeo, occa::modeMemory_t *D, const dfloat &lambda, occa::modeMemory_t *q, occa::modeMemory_t *Aq) {
  {
    const long long _occa_outer_x = (Nelements - 0 + 2 - 1) / 2;
    const long long _occa_inner_x = 5;
    const long long _occa_inner_y = 5;
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
      kernel(Nelements, elementList, ggeo, D, lambda, q, Aq);
    }
  }
}
