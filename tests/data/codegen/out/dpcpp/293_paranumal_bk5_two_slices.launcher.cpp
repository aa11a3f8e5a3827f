#include <occa/core/kernel.hpp>

// streamparanumal BK5 (paranumal/streamparanumal CEED/BK5/occa/BK5.okl, MIT licence), the
// BK5_v3 kernel verbatim: the hex stiffness operator two slices at a time (k and p_Nq-1-k) using
// the skew symmetry of D ("reverse direction trick"), an `@exclusive` declaration inside the
// body of a regular loop between the @outer loop and its @inner nests, a multi-declarator
// `@exclusive` register array pair, `#define p_halfNq` inside the kernel, `#pragma unroll p_Nq`,
// brace-scoped blocks redeclaring the same locals.
// two slices - trying to halve smem access
extern "C" void BK5_v3(occa::modeKernel_t **deviceKernels, const int &numElements, occa::modeMemory_t *op, occa::modeMemory_t *D, const double &lambda, occa::modeMemory_t *solIn, occa::modeMemory_t *solOut) {
  {
    const long long _occa_outer_x = numElements - 0;
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
      kernel(numElements, op, D, lambda, solIn, solOut);
    }
  }
}
