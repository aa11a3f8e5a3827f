#include <occa/core/kernel.hpp>

// 2-D five-point stencil with a halo loaded into `@shared`: the edge work-items load the halo
// under conditions on their own indices, an explicit `@barrier` between the load and compute
// nests, and barriers inside the `@inner` bodies under conditions on the `@outer` iterators
// and kernel arguments only (uniform in the group).
// Defines: -DBX=4 -DBY=4
extern "C" void laplace2D(occa::modeKernel_t **deviceKernels, const int &NX, const int &NY, const int &sweeps, occa::modeMemory_t *u, occa::modeMemory_t *lap) {
  {
    const long long _occa_outer_x = (NX + 4 - 1) / 4 - 0;
    const long long _occa_outer_y = (NY + 4 - 1) / 4 - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(NX, NY, sweeps, u, lap);
    }
  }
}
