#include <occa/core/kernel.hpp>

// `@dim` + `@dimOrder` on a 3-D pointer typedef (used for a parameter and for a local pointer
// declared inside `@inner`), on a `@shared` array with a different 3-D order, and on a
// `const double` pointer typedef; column-major default and permuted strides mixed.
typedef float *grid3_t;

typedef const double *cgrid_t;

extern "C" void dimOrderTypedefs(occa::modeKernel_t **deviceKernels, const int &nE, occa::modeMemory_t *g, occa::modeMemory_t *w, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nE - 0;
    const long long _occa_inner_x = 2;
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
      kernel(nE, g, w, out);
    }
  }
}
