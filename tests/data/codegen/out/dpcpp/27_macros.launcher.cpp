#include <occa/core/kernel.hpp>

// Names and types from macros, token pasting, multi-line macros that hold OKL attributes.
// Defines: -Ddfloat=double -Dpfloat=float -DSUFFIX=_dp -Dp_Nq=6 -DBLOCK=64
/* dropped in device code */
extern "C" void copyAndSquare_dp(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = N / 64 - 0;
    const long long _occa_inner_x = 64;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, in, out);
    }
  }
}
