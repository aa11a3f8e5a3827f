#include <occa/core/kernel.hpp>

// [[okl_dim]] and [[okl_dimOrder]] through typedefs, overridden on a parameter: a 2-D operator
// typedef with its own order, a 3-D field typedef whose order the parameter sets (row-major, so
// the slowest index may run past its extent over the elements), a 4-D input parameter.
typedef const double *cmat_t;

typedef double *field3_t;

extern "C" void tensorApplyX(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *A, occa::modeMemory_t *u, occa::modeMemory_t *v) {
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
      kernel(Nelements, A, u, v);
    }
  }
}
