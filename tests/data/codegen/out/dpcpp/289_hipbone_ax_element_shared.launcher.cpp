#include <occa/core/kernel.hpp>

// hipBone hipBoneAx (paranumal/hipBone okl/hipBoneAx.okl, MIT licence), the KERNEL_NUMBER == 2
// branch verbatim: the whole hex element of p_NelementsPerBlk elements held in 4-D @shared
// arrays, one @inner(2) loop over p_Nq * p_NelementsPerBlk slices whose @exclusive `k` and `es`
// are computed in the first nest and read in the later two, `#define p_pad 1` inside the kernel
// body, a transposed copy of D written under `if (ke == 0)`, masked elements of the last group.
//This kernel stores the entire hex element in shmem.
// Good for low orders, but will exceed 1024 threads per block after N=9
extern "C" void hipBoneAx(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *elementList, occa::modeMemory_t *GlobalToLocal, occa::modeMemory_t *ggeo, occa::modeMemory_t *D, const double &lambda, occa::modeMemory_t *q, occa::modeMemory_t *Aq) {
  //padding for bank conflicts
  {
    const long long _occa_outer_x = (Nelements - 0 + 3 - 1) / 3;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    const long long _occa_inner_z = 12;
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
