#include <occa/core/kernel.hpp>

// Spectral-element style operator.
// Defines: -Ddfloat=double -Ddlong=int -Dp_Nq=8 -Dp_Np=512 -Dp_Nggeo=7 -Dp_knl=1
extern "C" void semOperator_v1(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *elementList, occa::modeMemory_t *ggeo, occa::modeMemory_t *D, occa::modeMemory_t *q, occa::modeMemory_t *Aq) {
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
      kernel(Nelements, elementList, ggeo, D, q, Aq);
    }
  }
}
