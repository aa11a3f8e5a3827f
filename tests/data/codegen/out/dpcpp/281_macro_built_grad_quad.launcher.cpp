#include <occa/core/kernel.hpp>

// A libParanumal-style kernel assembled from macros: the name pasted from `-D p_Nq` through a
// two-level CAT (`gradQuad2D_4`), a stringized pasted name sizing a local array, `p_Np` from
// `p_Nq`, an `@exclusive` register column declared only `#if p_Nq >= 4` (with the plain
// `@shared` reads in the `#else` branch), `#pragma unroll p_Nq` before regular loops in
// `@inner` bodies, a `#define`d accessor for the transposed `@shared` tile, `dfloat`/`dlong`
// from `-D`, and a second kernel of the same macro that is not called.
extern "C" void gradQuad2D_4(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *D, occa::modeMemory_t *q, occa::modeMemory_t *grad, occa::modeMemory_t *tagLen) {
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
      kernel(Nelements, D, q, grad, tagLen);
    }
  }
}

extern "C" void unusedQuad2D_4(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *q) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, q);
    }
  }
}
