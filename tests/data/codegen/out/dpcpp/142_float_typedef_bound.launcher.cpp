#include <occa/core/kernel.hpp>

// An `@inner` bound computed in a floating typedef: `(int)((dfloat)7 / 2 * 2)` is 7 in C++,
// while folding `dfloat` as an integer would give 6. oklc must not fold it: the count stays a
// run-time value, and the `@exclusive` storage is sized by `@max_inner_dims(8)`.
typedef double dfloat;

typedef int dlong;

extern "C" void floatTypedefBound(occa::modeKernel_t **deviceKernels, const dlong &nb, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = (int)((dfloat)7 / 2 * 2) - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, out);
    }
  }
}
