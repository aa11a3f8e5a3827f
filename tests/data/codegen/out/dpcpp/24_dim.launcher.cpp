#include <occa/core/kernel.hpp>

// @dim/@dimOrder indexing and typedef'd attributes.
typedef float *mat3x4_t;

typedef float sh_float_t;

extern "C" void transposeLike(occa::modeKernel_t **deviceKernels, occa::modeMemory_t *m, occa::modeMemory_t *a, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 4;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(m, a, out);
    }
  }
}
