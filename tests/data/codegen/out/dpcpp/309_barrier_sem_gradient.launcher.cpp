#include <occa/core/kernel.hpp>

// libParanumal/nekRS-style spectral-element gradient on hexahedra: `@exclusive` register
// columns `r_q[p_Nq]` and `r_dqdt[p_Nq]` filled under `#pragma unroll p_Nq`, a `#pragma unroll`
// regular loop over k-slices in the `@outer` body with explicit `@barrier`s between the 2-D
// `@inner` nests, and a barrier at the end of each slice iteration of a register loop inside an
// `@inner` body (uniform constant trip count).
// Defines: -Dp_Nq=4
extern "C" void gradientHex3D(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *D, occa::modeMemory_t *q, occa::modeMemory_t *grad) {
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
      kernel(Nelements, D, q, grad);
    }
  }
}
