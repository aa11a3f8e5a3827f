#include <occa/core/kernel.hpp>

// libParanumal parAlmond `SpMVcsr1` (libs/parAlmond/okl/SpMVcsr.okl), y = alpha A x + beta y
// over a CSR matrix cut into blocks of rows: a multi-declarator `@exclusive` (block bounds read
// by every work-item), a `@shared` buffer of the block's products filled by a strided regular
// loop whose bound is a global read, then rows strided over the work-items with `?:` on a
// double comparison; `@restrict const` parameters of typedef'd types. `SpMVcsr2` stays in the
// file (not executed) as in the source.
typedef int dlong;

typedef double dfloat;

typedef float pfloat;

extern "C" void SpMVcsr1(occa::modeKernel_t **deviceKernels, const dlong &Nblocks, const dfloat &alpha, const dfloat &beta, occa::modeMemory_t *blockStarts, occa::modeMemory_t *rowStarts, occa::modeMemory_t *cols, occa::modeMemory_t *vals, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  // y = alpha * A * x + beta * y
  {
    const long long _occa_outer_x = Nblocks - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nblocks, alpha, beta, blockStarts, rowStarts, cols, vals, x, y);
    }
  }
}

extern "C" void SpMVcsr2(occa::modeKernel_t **deviceKernels, const dlong &Nblocks, const dfloat &alpha, const dfloat &beta, occa::modeMemory_t *blockStarts, occa::modeMemory_t *rowStarts, occa::modeMemory_t *cols, occa::modeMemory_t *vals, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  // z = alpha * A * x + beta * y
  {
    const long long _occa_outer_x = Nblocks - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nblocks, alpha, beta, blockStarts, rowStarts, cols, vals, x, y, z);
    }
  }
}
