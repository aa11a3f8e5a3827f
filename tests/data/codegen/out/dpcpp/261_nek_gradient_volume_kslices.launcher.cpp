#include <occa/core/kernel.hpp>

// nekRS gradientVolumeHex3D (src/core/kernels/gradientVolumeHex3D.okl), built as nekRS builds
// it for a CUDA device (`smXX` defined, so `#pragma unroll p_Nq` stands before the regular k
// loop that holds the barrier-separated 2-D @inner slices). The @exclusive register column
// s_Ploc is filled only in the k == 0 slice and read in every later slice; s_D is loaded at
// k == 0 only and must survive the later slices. p_Nq = 3, 4 elements.
extern "C" void gradientVolumeHex3D(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *vgeo, occa::modeMemory_t *D, const int &offset, occa::modeMemory_t *P, occa::modeMemory_t *gradP) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, vgeo, D, offset, P, gradP);
    }
  }
}
