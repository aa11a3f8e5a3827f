#include <occa/core/kernel.hpp>

// nekRS `findptsLocalEval` (pointInterpolation/findpts): per point, three Lagrange weight
// vectors are built into `@shared` arrays by a helper, then a regular loop over fields runs
// barrier-separated `@inner` loops whose tree reduction is chosen by `#if p_Nq > 16/8/4/2` on a
// `-D` value. `dfloat`/`dlong` come from `-D` as in nekRS; the helper receives `@shared` arrays
// and the iterator; `#pragma unroll p_Nq` sits on regular loops inside `@inner`.
static inline void lagrange_eval(double *wt, const double x, const int j) {
  // Weight of node j (nodes at 0, 1, ..., p_Nq - 1) for the point x.
  double w = 1;
  #pragma GCC unroll 7
  for (int k = 0; k < 7; ++k) {
    if (k != j) {
      w *= (x - k) / (double)(j - k);
    }
  }
  wt[j] = w;
}

extern "C" void findptsLocalEval(occa::modeKernel_t **deviceKernels, const int &pn, const int &Nfields, const int &fieldOffset, const int &outputOffset, occa::modeMemory_t *el, occa::modeMemory_t *r, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = pn - 0;
    const long long _occa_inner_x = 7;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(pn, Nfields, fieldOffset, outputOffset, el, r, in, out);
    }
  }
}
