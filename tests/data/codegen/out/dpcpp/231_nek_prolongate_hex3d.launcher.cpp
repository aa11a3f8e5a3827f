#include <occa/core/kernel.hpp>

// nekRS `prolongateHex3D` (src/mesh/kernels/prolongateHex3D.okl): multigrid prolongation of
// a coarse hex element (p_NqCoarse^3 nodes) to a fine one (p_NqFine^3) by three 1-D
// interpolations, on a 2-D work-group of p_NqFine^2 work-items of which only some are active in
// each phase: an `@exclusive` register array filled along the third direction under a guard,
// then a regular loop over fine planes whose body starts with an explicit `@barrier()` and holds
// three barrier-separated `@inner` nests (two guarded), with `@shared` arrays addressed through
// a flattened row (`s_R[0][t]`) and by `t % Nc`, `t / Nc`.
typedef int dlong;

typedef double dfloat;

typedef float pfloat;

extern "C" void prolongateHex3D(occa::modeKernel_t **deviceKernels, const dlong &Nelements, occa::modeMemory_t *R, occa::modeMemory_t *qc, occa::modeMemory_t *qN) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 5;
    const long long _occa_inner_y = 5;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, R, qc, qN);
    }
  }
}
