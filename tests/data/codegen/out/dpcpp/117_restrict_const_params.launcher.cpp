#include <occa/core/kernel.hpp>

// Parameter qualifier spellings of real kernels: `@restrict` on `const` pointers before and
// after the `*`, `const` pointers (`float *const`), pointers to `const` written `float const *`,
// `const dfloat *__restrict__` spelled by hand, non-`const` scalars, and `const` scalars of
// typedef'd types. Metadata must give `const: true` exactly for pointee/scalar `const`.
typedef double dfloat;

typedef int dlong;

extern "C" void restrictConst(occa::modeKernel_t **deviceKernels, const dlong &N, dfloat &alpha, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z, occa::modeMemory_t *w, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (N - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, alpha, x, y, z, w, out);
    }
  }
}
