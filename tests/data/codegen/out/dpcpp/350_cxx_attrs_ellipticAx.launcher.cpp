#include <occa/core/kernel.hpp>

// A libParanumal-style 2-D stiffness kernel written only in the C++ attribute spelling:
// [[okl_kernel]], [[okl_outer]]/[[okl_inner]] with explicit axes, [[okl_shared]] tiles,
// an [[okl_exclusive]] value kept across an [[okl_barrier]], [[okl_restrict]] before and after
// parameter names, [[okl_dim]] with [[okl_dimOrder]] on a parameter and [[okl_atomic]] counters.
extern "C" void ellipticAxQuad2D(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *ggeo, occa::modeMemory_t *D, const double &lambda, occa::modeMemory_t *q, occa::modeMemory_t *Aq, occa::modeMemory_t *stats) {
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
      kernel(Nelements, ggeo, D, lambda, q, Aq, stats);
    }
  }
}
